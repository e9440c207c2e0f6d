import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { noticeQueries, useSetFollowing } from '../api/notices.queries';

/**
 * [ours] Issue 24: Follow / Unfollow on the patient's page, for staff and volunteers: it names
 * what it will do, so it shows the current state (Unfollow while following). Hidden while the
 * state is unknown or the server has no follows (the reference).
 */
export function FollowButton({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const state = useQuery(noticeQueries.follow(patientId));
  const setFollowing = useSetFollowing(patientId);
  if (!state.data) return null;
  const following = state.data.following;
  return (
    <Button
      size="md"
      variant={following ? 'light' : 'default'}
      className="touch-target"
      loading={setFollowing.isPending}
      leftSection={
        following ? <IconBellOff size={18} aria-hidden /> : <IconBell size={18} aria-hidden />
      }
      title={following ? t('notices.followingHelp') : t('notices.followHelp')}
      onClick={() =>
        setFollowing.mutate(!following, {
          onError: () => notifyError(t('notices.followFailed')),
        })
      }
    >
      {following ? t('notices.unfollow') : t('notices.follow')}
    </Button>
  );
}

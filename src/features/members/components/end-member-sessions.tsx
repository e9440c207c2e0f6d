import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { MemberRecord } from '../api/members.api';
import { useEndMemberSessions } from '../api/member-sessions.api';
import { memberName } from './member-names';

/**
 * [ours] The member page's "End all sessions" (ADMIN, issue 12): after a Yes, the member is
 * signed out on every device; their next request gets 401.
 */
export function EndMemberSessions({ member }: { member: MemberRecord }) {
  const { t } = useTranslation();
  const end = useEndMemberSessions();
  const [opened, setOpened] = useState(false);
  const name = memberName(member);

  const handleConfirm = () => {
    end.mutate(member.id, {
      onSuccess: ({ ended }) => notifySuccess(t('sessions.member.done', { count: ended, name })),
      onError: (error) => notifyError(error.message, { title: t('sessions.member.failed') }),
      onSettled: () => setOpened(false),
    });
  };

  return (
    <>
      <Button
        variant="outline"
        color="red"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('sessions.member.action')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('sessions.member.title')}
        message={t('sessions.member.message', { name })}
        onConfirm={handleConfirm}
        onCancel={() => setOpened(false)}
        isConfirming={end.isPending}
      />
    </>
  );
}

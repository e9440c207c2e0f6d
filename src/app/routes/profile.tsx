import { Stack } from '@mantine/core';
import { can } from '@contract/permissions';
import { QueryLoading } from '@/components/query-state/query-state';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { ProfilePage } from '@/features/members/components/profile-page';
import { NoticePreferencesCard } from '@/features/notices/components/notice-preferences-card';
import { ActiveSessionsCard } from '@/features/sessions/components/active-sessions-card';
import { requireCapability } from '@/lib/auth-guards';

/** [ours] Every signed-in member edits their own profile (PATCH /users/me). */
export const loader = requireCapability('profile.update');

export function Component() {
  const user = useCurrentUser();
  if (!user) return <QueryLoading />;
  return (
    <Stack gap="lg" maw={720}>
      <ProfilePage user={user} />
      {/* [ours] Issue 24: how notices reach the member (staff and volunteers). */}
      {can(user, 'notice.list') && <NoticePreferencesCard />}
      <ActiveSessionsCard />
    </Stack>
  );
}

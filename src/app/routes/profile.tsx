import { QueryLoading } from '@/components/query-state/query-state';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { ProfilePage } from '@/features/members/components/profile-page';
import { requireCapability } from '@/lib/auth-guards';

/** [ours] Every signed-in member edits their own profile (PATCH /users/me). */
export const loader = requireCapability('profile.update');

export function Component() {
  const user = useCurrentUser();
  return user ? <ProfilePage user={user} /> : <QueryLoading />;
}

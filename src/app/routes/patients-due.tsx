import { can } from '@contract/permissions';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { patientQueries } from '@/features/patients/api/patients.queries';
import { DuePage } from '@/features/patients/components/list/due-page';
import { requireCapability } from '@/lib/auth-guards';
import { isPhiEnabled } from '@/lib/feature-flags';
import { readListParamsFromRequest } from '@/lib/list-params';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

/** [ours] Issue 24: the Due for review list, for staff. */
export const loader = guardedLoader(
  requireCapability('review.list'),
  async ({ request }, { queryClient }) => {
    const { search, page } = readListParamsFromRequest(request);
    await prefetch(queryClient, patientQueries.due({ search, page }));
  },
);

export function Component() {
  const user = useCurrentUser();
  return (
    <DuePage collectPhi={isPhiEnabled()} canSetInterval={can(user, 'review.intervalUpdate')} />
  );
}

import { useParams } from 'react-router';
import { can } from '@contract/permissions';
import { roleAtLeast } from '@contract/roles';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { hospitalQueries } from '@/features/hospitals/api/hospitals.queries';
import { HospitalPage } from '@/features/hospitals/components/hospital-page';
import { LinkedPhysicians } from '@/features/physicians/components/linked-physicians';
import { requireUser } from '@/lib/auth-guards';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

/** The Physicians table needs VOLUNTEER (GET /physicians): lower roles do not get the section. */
const PHYSICIANS_MIN_ROLE = 'VOLUNTEER';

/** The Physicians table reads its own (always fresh) data once the page shows. */
export const loader = guardedLoader(requireUser, async ({ params }, { queryClient }) => {
  await prefetch(queryClient, hospitalQueries.detail(params.hospitalId ?? ''));
});

export function Component() {
  const { hospitalId = '' } = useParams();
  const role = useCurrentUser()?.role ?? null;
  return (
    <HospitalPage
      hospitalId={hospitalId}
      role={role}
      physicians={
        roleAtLeast(role, PHYSICIANS_MIN_ROLE) ? (
          <LinkedPhysicians
            hospitalId={hospitalId}
            canOpen={roleAtLeast(role, 'STAFF')}
            canLink={can(role, 'physician.update')}
          />
        ) : null
      }
    />
  );
}

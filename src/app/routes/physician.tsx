import { redirect, useParams } from 'react-router';
import { can } from '@contract/permissions';
import { paths } from '@contract/paths';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { LinkedHospitals } from '@/features/hospitals/components/linked-hospitals';
import { LinkedPatients } from '@/features/patients/components/list/linked-patients';
import { physicianQueries } from '@/features/physicians/api/physicians.queries';
import { PhysicianPage } from '@/features/physicians/components/physician-page';
import { requireCapability } from '@/lib/auth-guards';
import { isPhiEnabled } from '@/lib/feature-flags';
import { readFailure } from '@/lib/query-errors';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

/**
 * SPEC §2: when the physician cannot be read, the user is sent on to its edit route. Not when
 * there is no such physician (or the id is not one, as in /physicians/edit) or the role may not
 * read it: the page says so, and the edit route could not do better.
 */
export const loader = guardedLoader(
  requireCapability('physician.viewInUi'),
  async ({ params }, { queryClient }) => {
    const id = params.physicianId ?? '';
    const options = physicianQueries.detail(id);
    if ((await prefetch(queryClient, options)) !== undefined) return null;
    const failure = readFailure(queryClient.getQueryState(options.queryKey)?.error);
    return failure === 'failed' ? redirect(paths.physicianEdit.href(id)) : null;
  },
);

export function Component() {
  const { physicianId = '' } = useParams();
  const user = useCurrentUser();
  return (
    <PhysicianPage
      physicianId={physicianId}
      role={user?.role ?? null}
      hospitals={<LinkedHospitals physicianId={physicianId} />}
      patients={
        // The Patients table reads GET /patients, which starts at VOLUNTEER.
        can(user, 'patient.list') ? (
          <LinkedPatients physicianId={physicianId} collectPhi={isPhiEnabled()} />
        ) : null
      }
    />
  );
}

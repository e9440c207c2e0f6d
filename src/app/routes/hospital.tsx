import { useParams } from 'react-router';
import { can } from '@contract/permissions';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { hospitalQueries } from '@/features/hospitals/api/hospitals.queries';
import { HospitalPage } from '@/features/hospitals/components/hospital-page';
import { LinkedPatients } from '@/features/patients/components/list/linked-patients';
import { LinkedPhysicians } from '@/features/physicians/components/linked-physicians';
import { requireCapability } from '@/lib/auth-guards';
import { isPhiEnabled } from '@/lib/feature-flags';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

/** The Physicians and Patients tables read their own data once the page shows. */
export const loader = guardedLoader(
  requireCapability('hospital.view'),
  async ({ params }, { queryClient }) => {
    await prefetch(queryClient, hospitalQueries.detail(params.hospitalId ?? ''));
  },
);

export function Component() {
  const { hospitalId = '' } = useParams();
  const role = useCurrentUser()?.role ?? null;
  return (
    <HospitalPage
      hospitalId={hospitalId}
      role={role}
      physicians={
        // The Physicians table reads GET /physicians: roles that may not list them get no section.
        can(role, 'physician.list') ? (
          <LinkedPhysicians
            hospitalId={hospitalId}
            canOpen={can(role, 'physician.viewInUi')}
            canLink={can(role, 'physician.update')}
          />
        ) : null
      }
      patients={
        // The Patients table reads GET /patients, which starts at VOLUNTEER.
        can(role, 'patient.list') ? (
          <LinkedPatients hospitalId={hospitalId} collectPhi={isPhiEnabled()} />
        ) : null
      }
    />
  );
}

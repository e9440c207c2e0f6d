import { can } from '@contract/permissions';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { patientQueries } from '@/features/patients/api/patients.queries';
import { PatientsPage } from '@/features/patients/components/list/patients-page';
import { requireCapability } from '@/lib/auth-guards';
import { isPhiEnabled } from '@/lib/feature-flags';
import { readListParamsFromRequest } from '@/lib/list-params';
import { guardedLoader, prefetch } from '@/lib/route-loaders';
import { CreatePatient } from '../create-patient';

/** SPEC §6: the patients list is STAFF's in the SPA (the API lists from VOLUNTEER). */
export const loader = guardedLoader(
  requireCapability('patient.listInUi'),
  async ({ request }, { queryClient }) => {
    const { search, page } = readListParamsFromRequest(request);
    await prefetch(queryClient, patientQueries.list({ search, page }));
  },
);

export function Component() {
  const user = useCurrentUser();
  return (
    <PatientsPage
      role={user?.role ?? null}
      collectPhi={isPhiEnabled()}
      actions={can(user, 'patient.create') ? <CreatePatient /> : undefined}
    />
  );
}

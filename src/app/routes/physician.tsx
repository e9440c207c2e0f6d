import { redirect, useParams } from 'react-router';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { LinkedHospitals } from '@/features/hospitals/components/linked-hospitals';
import { physicianQueries } from '@/features/physicians/api/physicians.queries';
import { PhysicianPage } from '@/features/physicians/components/physician-page';
import { requireCapability } from '@/lib/auth-guards';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

/** SPEC §2: when the physician cannot be read, the user is sent on to its edit route. */
export const loader = guardedLoader(
  requireCapability('physician.viewInUi'),
  async ({ params }, { queryClient }) => {
    const id = params.physicianId ?? '';
    const physician = await prefetch(queryClient, physicianQueries.detail(id));
    return physician === undefined ? redirect(`/physicians/${id}/edit`) : null;
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
    />
  );
}

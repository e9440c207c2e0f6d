import { useParams } from 'react-router';
import { hospitalQueries } from '@/features/hospitals/api/hospitals.queries';
import { physicianQueries } from '@/features/physicians/api/physicians.queries';
import { PhysicianEditPage } from '@/features/physicians/components/physician-edit-page';
import { requireCapability } from '@/lib/auth-guards';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

export const loader = guardedLoader(
  requireCapability('physician.updateInUi'),
  async ({ params }, { queryClient }) => {
    const id = params.physicianId ?? '';
    await Promise.all([
      prefetch(queryClient, physicianQueries.detail(id)),
      prefetch(queryClient, hospitalQueries.linkedTo(id)),
    ]);
  },
);

export function Component() {
  const { physicianId = '' } = useParams();
  return (
    <PhysicianEditPage
      physicianId={physicianId}
      getHospitalOptions={hospitalQueries.search}
      linkedHospitals={hospitalQueries.linkedTo(physicianId)}
    />
  );
}

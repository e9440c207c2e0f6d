import { useParams } from 'react-router';
import { hospitalQueries } from '@/features/hospitals/api/hospitals.queries';
import { HospitalEditPage } from '@/features/hospitals/components/hospital-edit-page';
import { requireCapability } from '@/lib/auth-guards';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

/** Editing needs the capability of PATCH /hospitals/:id, like the Edit button (SPEC §6). */
export const loader = guardedLoader(
  requireCapability('hospital.update'),
  async ({ params }, { queryClient }) => {
    await prefetch(queryClient, hospitalQueries.detail(params.hospitalId ?? ''));
  },
);

export function Component() {
  const { hospitalId = '' } = useParams();
  return <HospitalEditPage hospitalId={hospitalId} />;
}

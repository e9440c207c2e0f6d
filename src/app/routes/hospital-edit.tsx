import { useParams } from 'react-router';
import { hospitalQueries } from '@/features/hospitals/api/hospitals.queries';
import { HospitalEditPage } from '@/features/hospitals/components/hospital-edit-page';
import { requireRole } from '@/lib/auth-guards';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

/** Editing needs VOLUNTEER, like PATCH /hospitals/:id and the Edit button (SPEC §6). */
export const loader = guardedLoader(
  requireRole('VOLUNTEER'),
  async ({ params }, { queryClient }) => {
    await prefetch(queryClient, hospitalQueries.detail(params.hospitalId ?? ''));
  },
);

export function Component() {
  const { hospitalId = '' } = useParams();
  return <HospitalEditPage hospitalId={hospitalId} />;
}

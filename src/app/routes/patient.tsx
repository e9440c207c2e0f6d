import { useParams } from 'react-router';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { patientQueries } from '@/features/patients/api/patients.queries';
import { PatientPage } from '@/features/patients/components/view/patient-page';
import { patientPath } from '@/features/patients/patient-routes';
import { requireCapability } from '@/lib/auth-guards';
import { isPhiEnabled } from '@/lib/feature-flags';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

/**
 * The responder's screen: kept light (no editor, pickers or tables in this chunk). When there is
 * no patient for the label, the page itself hands over to the editor with the isNew flag, which
 * a loader redirect could not carry.
 */
export const loader = guardedLoader(
  requireCapability('patient.view'),
  async ({ params }, { queryClient }) => {
    await prefetch(queryClient, patientQueries.detail(params.patientId ?? ''));
  },
);

export function Component() {
  const { patientId = '' } = useParams();
  const user = useCurrentUser();
  return (
    <PatientPage
      patientId={patientId}
      viewer={user}
      collectPhi={isPhiEnabled()}
      address={`${window.location.origin}${patientPath(patientId)}`}
    />
  );
}

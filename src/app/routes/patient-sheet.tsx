import { useParams } from 'react-router';
import { patientQueries } from '@/features/patients/api/patients.queries';
import { NotALabelLink } from '@/features/patients/components/not-a-label-link';
import { EmergencySheetPage } from '@/features/patients/components/sheet/emergency-sheet-page';
import { isPatientId } from '@/features/patients/patient-routes';
import { requireCapability } from '@/lib/auth-guards';
import { isPhiEnabled } from '@/lib/feature-flags';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

/**
 * [ours] Issue 25: /patients/:patientId/sheet, the printable emergency sheet, in its own chunk
 * (never on the responder route's budget). Whoever may read the whole record may print it: the
 * sheet shows nothing the patient page does not.
 */
export const loader = guardedLoader(
  requireCapability('patient.view'),
  async ({ params }, { queryClient }) => {
    const id = params.patientId ?? '';
    if (isPatientId(id)) await prefetch(queryClient, patientQueries.detail(id));
  },
);

export function Component() {
  const { patientId = '' } = useParams();
  if (!isPatientId(patientId)) return <NotALabelLink patientId={patientId} />;
  return <EmergencySheetPage patientId={patientId} collectPhi={isPhiEnabled()} />;
}

import { useParams } from 'react-router';
import { EmergencyPatientPage } from '@/features/emergency-access/components/emergency-patient-page';
import { NotALabelLink } from '@/features/patients/components/not-a-label-link';
import { isPatientId } from '@/features/patients/patient-routes';

/**
 * [ours] Issue 25: /patients/:id/emergency, public and in its own chunk: a responder without an
 * account asks for emergency access with the label's code, then reads that one patient's view.
 */
export function Component() {
  const { patientId = '' } = useParams();
  if (!isPatientId(patientId)) return <NotALabelLink patientId={patientId} />;
  return <EmergencyPatientPage patientId={patientId} />;
}

import { useParams } from 'react-router';
import { EmergencyPatientPage } from '@/features/emergency-access/components/emergency-patient-page';
import { NotALabelLink } from '@/features/patients/components/not-a-label-link';
import { isPatientId } from '@/features/patients/patient-routes';
import { patientReading } from '@/features/patients/api/patients.api';
import { PatientRecordView } from '@/features/patients/components/view/patient-record-view';
import { isPhiEnabled } from '@/lib/feature-flags';

/**
 * The record read-only: no viewer (so no Edit), no QR code, and no signed form's pages (they
 * need a member's session, which the grant is not).
 */
function renderPatient(patient: unknown) {
  const read = patientReading.safeParse(patient);
  if (!read.success) return null;
  return (
    <PatientRecordView
      patient={{ ...read.data, documents: [] }}
      viewer={null}
      collectPhi={isPhiEnabled()}
      updatedBy={null}
      qrCode={null}
    />
  );
}

/**
 * [ours] Issue 25: /patients/:id/emergency, public and in its own chunk: a responder without an
 * account asks for emergency access with the label's code, then reads that one patient's view.
 */
export function Component() {
  const { patientId = '' } = useParams();
  if (!isPatientId(patientId)) return <NotALabelLink patientId={patientId} />;
  return <EmergencyPatientPage patientId={patientId} renderPatient={renderPatient} />;
}

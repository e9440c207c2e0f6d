import { useNavigate } from 'react-router';
import { paths } from '@contract/paths';
import { newPatientState } from '@/features/patients/patient-routes';
import { CreatePatientButton } from '@/features/labels/components/create-patient-button';

/**
 * Create Patient [ours], composed from the labels feature (a fresh id) and the patients feature
 * (the editor's address and its new-patient flag). Nothing is written until the editor's first
 * save of valid basic information, as for a new label.
 */
export function CreatePatient() {
  const navigate = useNavigate();
  return (
    <CreatePatientButton
      onCreate={(id) => void navigate(paths.patientEdit.href(id), { state: newPatientState })}
    />
  );
}

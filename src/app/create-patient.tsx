import { useNavigate } from 'react-router';
import { paths } from '@contract/paths';
import { useRegisterPatient } from '@/features/patients/api/patients.queries';
import { newPatientState } from '@/features/patients/patient-routes';
import { CreatePatientButton } from '@/features/labels/components/create-patient-button';

/**
 * Create Patient [ours], composed from the labels feature (a fresh id) and the patients feature
 * (the bare POST, whose mutation refreshes the patient lists, and the editor's address). A
 * patient not yet registered (PHI on) opens the editor flagged as new, as a new label does.
 */
export function CreatePatient() {
  const navigate = useNavigate();
  const register = useRegisterPatient();
  return (
    <CreatePatientButton
      registerPatient={(id) => register.mutateAsync({ id })}
      onCreated={(id, isRegistered) =>
        void navigate(paths.patientEdit.href(id), isRegistered ? {} : { state: newPatientState })
      }
    />
  );
}

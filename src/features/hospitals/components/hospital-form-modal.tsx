import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';
import { FormModal } from '@/components/form/form-modal';
import { useFormSave } from '@/components/form/use-form-save';
import { notifySuccess } from '@/lib/notify';
import { useCreateHospital } from '../api/hospitals.queries';
import { HospitalForm } from './hospital-form';
import { useHospitalForm } from './hospital-form-schema';

interface HospitalFormModalProps {
  opened: boolean;
  onClose: () => void;
}

/** 'Create Hospital' in a modal; a created hospital opens its own page. */
export function HospitalFormModal({ opened, onClose }: HospitalFormModalProps) {
  return opened ? <CreateHospital onClose={onClose} /> : null;
}

/** Mounted while open, so each opening starts from an empty form. */
function CreateHospital({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateHospital();
  const form = useHospitalForm();
  const save = useFormSave(form, {
    save: create.mutateAsync,
    onSaved: (hospital) => {
      notifySuccess(t('hospitals.form.created'));
      onClose();
      void navigate(paths.hospital.href(hospital.id));
    },
  });
  return (
    <FormModal title={t('hospitals.form.createTitle')} size="lg" save={save} onClose={onClose}>
      {(requestClose) => (
        <HospitalForm
          form={form}
          save={save}
          failureTitle={t('hospitals.form.createFailed')}
          onCancel={requestClose}
        />
      )}
    </FormModal>
  );
}

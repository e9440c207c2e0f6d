import { Modal } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useCreateHospital } from '../api/hospitals.queries';
import { HospitalForm } from './hospital-form';
import { toHospitalBody, type HospitalFormValues } from './hospital-form-schema';

interface HospitalFormModalProps {
  opened: boolean;
  onClose: () => void;
}

/** 'Create Hospital' in a modal; a created hospital opens its own page. */
export function HospitalFormModal({ opened, onClose }: HospitalFormModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateHospital();

  const handleClose = () => {
    create.reset();
    onClose();
  };

  const handleSubmit = (values: HospitalFormValues) => {
    create.mutate(toHospitalBody(values), {
      onSuccess: (hospital) => {
        notifySuccess(t('hospitals.form.created'));
        handleClose();
        void navigate(`/hospitals/${hospital.id}`);
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={t('hospitals.form.createTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <HospitalForm
        onSubmit={handleSubmit}
        isSubmitting={create.isPending}
        failure={
          create.error
            ? { title: t('hospitals.form.createFailed'), message: create.error.message }
            : null
        }
        onCancel={handleClose}
      />
    </Modal>
  );
}

import { useState, type FormEvent } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { physicianFullName } from '@contract/physicians';
import { SaveForm } from '@/components/form/save-form';
import { toFormFailure, type FormFailureReason } from '@/lib/forms';
import { notifySuccess } from '@/lib/notify';
import type { PhysicianRecord } from '../api/physicians.api';
import { LinkingUnavailableError, useLinkPhysician } from '../api/physicians.queries';
import { PhysicianChooser } from './physician-chooser';

interface LinkPhysicianModalProps {
  hospitalId: string;
  onClose: () => void;
}

/** Mounted while open: choose a physician (or register one) and link it to the hospital. */
export function LinkPhysicianModal({ hospitalId, onClose }: LinkPhysicianModalProps) {
  const { t } = useTranslation();
  const link = useLinkPhysician(hospitalId);
  const [physician, setPhysician] = useState<PhysicianRecord | null>(null);
  const [failure, setFailure] = useState<FormFailureReason | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!physician) {
      setChoiceError(t('physicians.link.choose'));
      return;
    }
    setFailure(null);
    link.mutate(physician, {
      onSuccess: () => {
        notifySuccess(
          t('physicians.link.success', {
            name: physicianFullName(physician) || t('physicians.unnamed'),
          }),
        );
        onClose();
      },
      // The chooser is the only field: whatever the server says goes in the failure alert.
      onError: (error) =>
        setFailure(
          error instanceof LinkingUnavailableError
            ? { kind: 'message', message: t('physicians.edit.linkingUnavailable') }
            : toFormFailure(error),
        ),
    });
  };

  return (
    <Modal
      opened
      onClose={() => !link.isPending && onClose()}
      title={t('physicians.link.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <SaveForm
        save={{ handleSubmit, failure, isSubmitting: link.isPending }}
        failureTitle={t('physicians.link.failed')}
        onCancel={onClose}
        submitLabel={t('physicians.link.submit')}
      >
        <PhysicianChooser
          label={t('physicians.link.physician')}
          value={physician}
          onChange={(next) => {
            setPhysician(next);
            setChoiceError(null);
          }}
          error={choiceError}
        />
      </SaveForm>
    </Modal>
  );
}

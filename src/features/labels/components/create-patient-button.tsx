import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { newPatientId } from '../api/create-patient';

interface CreatePatientButtonProps {
  /** Opens the editor for a fresh id, flagged as a patient not yet registered. */
  onCreate: (id: string) => void;
}

/**
 * Create Patient [ours]: a patient without a printed label. Takes a fresh id and hands it to the
 * editor, which registers the patient when its basic information is first saved; the label can
 * be printed later with Reprint QR Code.
 */
export function CreatePatientButton({ onCreate }: CreatePatientButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      leftSection={<IconUserPlus size={18} aria-hidden />}
      onClick={() => onCreate(newPatientId())}
    >
      {t('labels.createPatient.button')}
    </Button>
  );
}

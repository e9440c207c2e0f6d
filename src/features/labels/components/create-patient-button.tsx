import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isPhiEnabled } from '@/lib/feature-flags';
import { notifyError } from '@/lib/notify';
import { createPatient, type RegisterPatient } from '../api/create-patient';

interface CreatePatientButtonProps {
  /** POST /patients `{id}`: the patients feature's, passed in by the app. */
  registerPatient: RegisterPatient;
  /** Opens the editor for the new id; `isRegistered` is false when the editor must register it. */
  onCreated: (id: string, isRegistered: boolean) => void;
}

/**
 * Create Patient [ours]: a patient without a printed label. Takes a fresh id and hands it to the
 * editor; the label can be printed later with Reprint QR Code.
 */
export function CreatePatientButton({ registerPatient, onCreated }: CreatePatientButtonProps) {
  const { t } = useTranslation();
  const create = useMutation({
    mutationFn: () => createPatient(registerPatient, isPhiEnabled()),
    onSuccess: ({ id, isRegistered }) => onCreated(id, isRegistered),
    onError: () => notifyError(t('labels.createPatient.failed')),
  });
  return (
    <Button
      leftSection={<IconUserPlus size={18} aria-hidden />}
      loading={create.isPending}
      onClick={() => create.mutate()}
    >
      {t('labels.createPatient.button')}
    </Button>
  );
}

import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPhiEnabled } from '@/lib/feature-flags';
import { notifyError } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { createPatient, type RegisterPatient } from '../api/create-patient';

interface CreatePatientButtonProps {
  /** POST /patients `{id}`: the patients feature's, passed in by the route. */
  registerPatient: RegisterPatient;
}

/**
 * Create Patient [ours]: a patient without a printed label. Opens the editor for a fresh id;
 * its label can be printed later with Reprint QR Code.
 */
export function CreatePatientButton({ registerPatient }: CreatePatientButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => createPatient(registerPatient, isPhiEnabled()),
    onSuccess: async ({ id, isRegistered }) => {
      if (isRegistered)
        await queryClient.invalidateQueries({ queryKey: queryKeys('patients').lists() });
      await navigate(`/patients/${id}/edit`, { state: { isNewPatient: !isRegistered } });
    },
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

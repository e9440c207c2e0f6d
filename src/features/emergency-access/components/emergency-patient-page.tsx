import type { ReactNode } from 'react';
import { Alert, Box, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { emergencyKeys, readGrantView } from '../api/emergency-access.api';
import { EmergencyAccessForm } from './emergency-access-form';

/**
 * [ours] Issue 25: /patients/:id/emergency. Without a live grant for this label, the form;
 * with one, the patient's responder view, read-only, with no navigation, until the grant ends.
 * The grant's cookie opens nothing else (the server refuses it everywhere but this view).
 */
export function EmergencyPatientPage({
  patientId,
  renderPatient,
}: {
  patientId: string;
  /** The patients' read-only view of the record as the API answers it (src/app composes it). */
  renderPatient: (patient: unknown) => ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: emergencyKeys.view(patientId),
    queryFn: ({ signal }) => readGrantView(patientId, signal),
    retry: false,
  });

  if (view.isPending) {
    return (
      <Center component="main" mih="50vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (view.isError) {
    return (
      <Box component="main" p="md">
        <Alert color="red" role="alert">
          {t('emergencyAccess.view.failed')}
        </Alert>
      </Box>
    );
  }
  if (view.data === null) {
    return (
      <Box component="main">
        <EmergencyAccessForm
          patientId={patientId}
          onGranted={() =>
            void queryClient.invalidateQueries({ queryKey: emergencyKeys.view(patientId) })
          }
        />
      </Box>
    );
  }
  const { patient, expiresAt } = view.data;
  return (
    <Box component="main" p="md" maw={1100} mx="auto">
      <Stack gap="md">
        <Alert color="red" variant="filled" role="status" title={t('emergencyAccess.view.title')}>
          <Text size="sm">
            {t('emergencyAccess.view.until', { time: formatDateTime(expiresAt) })}
          </Text>
        </Alert>
        {renderPatient(patient)}
      </Stack>
    </Box>
  );
}

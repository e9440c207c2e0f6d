import { useState, type ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PickerItem } from '@/components/medical-data-picker/medical-data-picker';
import { QueryFailure, QueryLoading } from '@/components/query-state/query-state';
import { readFailure } from '@/lib/query-errors';
import type { PatientRecord } from '../../api/patients.api';
import { patientQueries, useRegisterPatient, useUpdatePatient } from '../../api/patients.queries';
import { MarkVerified } from '../view/mark-verified';
import { VerificationStatus } from '../view/verification-status';
import { PatientEditor, type PatientEditorProps } from './patient-editor';

interface PatientEditPageProps<O extends PickerItem, K extends QueryKey> extends Pick<
  PatientEditorProps<O, K>,
  'viewerId' | 'collectPhi' | 'getCatalogOptions' | 'choosers'
> {
  patientId: string;
  /** Opened by the view for a label with no patient yet (router state `{ isNew: true }`). */
  isNew: boolean;
  /**
   * [ours] Issue 24: controls beside the title once the patient exists (the route's Follow
   * button): a volunteer reaches the editor from the label page's Edit, never the SPA's view.
   */
  headerActions?: ReactNode;
}

/** What the form starts from: the patient read, or a new patient (null). */
type Start = { patient: PatientRecord | null } | null;

/**
 * SPEC §2 'Edit Patient'. A label whose patient does not exist yet (flagged by the view or
 * Create Patient, or a 404 here) opens the empty form, titled 'Register patient' until the first
 * save of valid basic information registers it (API.md §5.7). The form starts once, from the
 * first answer: later refreshes of the record (after a register or a section save) do not reset
 * what is being typed.
 */
export function PatientEditPage<O extends PickerItem, K extends QueryKey>({
  patientId,
  isNew,
  headerActions,
  ...editor
}: PatientEditPageProps<O, K>) {
  const { t } = useTranslation();
  const [start, setStart] = useState<Start>(isNew ? { patient: null } : null);
  const [isRegistered, setIsRegistered] = useState(!isNew);
  const patient = useQuery({ ...patientQueries.detail(patientId), enabled: start === null });
  const register = useRegisterPatient();
  const update = useUpdatePatient(patientId);

  // 404 (a malformed id never gets here: the route shows that it is not a label's link).
  const isMissing = patient.isError && readFailure(patient.error) === 'notFound';
  if (start === null && (patient.isSuccess || isMissing)) {
    setStart({ patient: patient.data ?? null });
    setIsRegistered(patient.isSuccess);
  }

  const body = () => {
    if (start) {
      return (
        <PatientEditor
          {...editor}
          patientId={patientId}
          patient={start.patient}
          saves={{ register: register.mutateAsync, update: update.mutateAsync }}
          onRegistered={() => setIsRegistered(true)}
        />
      );
    }
    if (patient.isError) {
      return (
        <QueryFailure message={t('patients.fetchFailed')} onRetry={() => void patient.refetch()} />
      );
    }
    return <QueryLoading />;
  };

  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={1}>
            {t(isRegistered ? 'patientEditor.title' : 'patientEditor.titleNew')}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('patientEditor.patientId', { id: patientId })}
          </Text>
        </Stack>
        {isRegistered && patient.data ? headerActions : null}
      </Group>
      {/* Issue 24: whoever may edit may verify (patient.verify = patient.update, the route's). */}
      {isRegistered && patient.data && (
        <VerificationStatus
          patient={patient.data}
          action={<MarkVerified patientId={patientId} />}
        />
      )}
      {body()}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Alert, Flex, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import type { User } from '@contract/users';
import { OfflineScreen } from '@/components/offline/offline-screen';
import { QueryFailure, QueryLoading, QueryNoAccess } from '@/components/query-state/query-state';
import { NetworkError } from '@/lib/api-client';
import { enumLabelKeys } from '@/i18n/enum-labels';
import { readFailure } from '@/lib/query-errors';
import type { PatientRecord } from '../../api/patients.api';
import { patientQueries } from '../../api/patients.queries';
import { newPatientState, patientEditPath } from '../../patient-routes';
import { personName } from '../person-name';
import { CodeStatusPanel } from './code-status-panel';
import { LastUpdated } from './last-updated';
import { MedicalList } from './medical-list';
import { PatientContacts } from './patient-contacts';
import { PatientHeader } from './patient-header';
import { PatientQrCode } from './patient-qr-code';
import { TalkPanel } from './talk-panel';

export type PatientViewer = Pick<User, 'id' | 'role' | 'firstName' | 'middleName' | 'lastName'>;

interface PatientPageProps {
  patientId: string;
  viewer: PatientViewer | null;
  collectPhi: boolean;
  /** This page's own address, for its QR code. */
  address: string;
  /** Shown below the record once it has loaded (the admins' access history). */
  footer?: ReactNode;
}

/**
 * SPEC §2 patient view, the responder's screen, ordered by urgency: code status first and
 * largest, then allergies, medications, medical history, language, then who to call.
 */
export function PatientPage({ patientId, viewer, collectPhi, address, footer }: PatientPageProps) {
  const { t } = useTranslation();
  const patient = useQuery(patientQueries.detail(patientId));
  const updatedBy = useUpdatedBy(patient.data, viewer);

  if (patient.isPending) return <QueryLoading />;
  if (patient.isError) {
    // No network is not "no such patient": never the new-patient editor, but the offline screen.
    if (patient.error instanceof NetworkError) {
      return <OfflineScreen patientId={patientId} onRetry={() => void patient.refetch()} />;
    }
    switch (readFailure(patient.error)) {
      case 'notFound':
        // A new label (API.md §5.7): whoever may register it goes on to the editor.
        return can(viewer, 'patient.create') ? (
          <Navigate to={patientEditPath(patientId)} replace state={newPatientState} />
        ) : (
          <Stack gap="md">
            <Title
              order={1}
              style={{ overflowWrap: 'anywhere', fontSize: 'clamp(1rem, 4.2vw, 1.75rem)' }}
            >
              {patientId}
            </Title>
            <Alert color="blue" variant="light" role="alert" title={t('patientView.notRegistered')}>
              {t('patientView.notRegisteredHelp')}
            </Alert>
          </Stack>
        );
      case 'forbidden':
        return <QueryNoAccess />;
      default:
        return (
          <QueryFailure
            message={t('patients.fetchFailed')}
            onRetry={() => void patient.refetch()}
          />
        );
    }
  }
  const { data } = patient;
  const names = {
    allergies: data.allergies?.map(({ allergy }) => allergy.name) ?? null,
    medications: data.medications?.map(({ medication }) => medication.name) ?? null,
    conditions: data.conditions?.map(({ condition }) => condition.name) ?? null,
  };
  return (
    <Stack gap="lg">
      <PatientHeader
        patient={data}
        collectPhi={collectPhi}
        editTo={can(viewer, 'patient.update') ? patientEditPath(data.id) : null}
      />
      <Flex gap="lg" direction={{ base: 'column', sm: 'row' }} align="flex-start">
        <Stack gap="lg" style={{ flex: 1, minWidth: 0 }} w="100%">
          <CodeStatusPanel codeStatus={data.codeStatus} isAttached={data.codeStatusAttached} />
          <MedicalList
            id="patient-allergies"
            title={t('patientView.allergies')}
            names={names.allergies}
            isAlert
          />
          {data.language && data.language !== 'ENGLISH' && (
            <TalkPanel patientId={data.id} language={data.language} />
          )}
          <MedicalList
            id="patient-medications"
            title={t('patientView.medications')}
            names={names.medications}
          />
          <MedicalList
            id="patient-conditions"
            title={t('patientView.conditions')}
            names={names.conditions}
          />
          <Stack component="section" aria-labelledby="patient-language" gap={6}>
            <Title order={2} id="patient-language" size="h3">
              {t('patientView.language')}
            </Title>
            <Text size="lg">
              {data.language ? t(enumLabelKeys.language(data.language)) : t('common.notProvided')}
            </Text>
          </Stack>
        </Stack>
        <PatientQrCode address={address} />
      </Flex>
      <PatientContacts patient={data} collectPhi={collectPhi} />
      <LastUpdated updatedAt={data.updatedAt} updatedBy={updatedBy} />
      {footer}
    </Stack>
  );
}

/**
 * The name of who last updated the patient. The full form carries only the id: roles that may
 * list patients read the name from the list form; anyone else knows it only when it was them.
 */
function useUpdatedBy(patient: PatientRecord | undefined, viewer: PatientViewer | null) {
  const mayList = can(viewer, 'patient.list');
  const listed = useQuery({
    ...patientQueries.authors(patient?.id ?? ''),
    enabled: mayList && patient !== undefined,
  });
  if (!patient) return null;
  const author = listed.data?.updatedBy;
  if (author && author.id === patient.updatedById) return personName(author) || null;
  if (viewer && viewer.id === patient.updatedById) return personName(viewer) || null;
  return null;
}

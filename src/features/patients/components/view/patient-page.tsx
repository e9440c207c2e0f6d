import type { ReactNode } from 'react';
import { Alert, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import { paths } from '@contract/paths';
import { OfflineScreen } from '@/components/offline/offline-screen';
import { QueryFailure, QueryLoading, QueryNoAccess } from '@/components/query-state/query-state';
import { NetworkError } from '@/lib/api-client';
import { readFailure } from '@/lib/query-errors';
import type { PatientRecord } from '../../api/patients.api';
import { patientQueries } from '../../api/patients.queries';
import { newPatientState } from '../../patient-routes';
import { personName } from '../person-name';
import { PatientQrCode } from './patient-qr-code';
import { PatientRecordView, type PatientViewer } from './patient-record-view';

export type { PatientViewer };

interface PatientPageProps {
  patientId: string;
  viewer: PatientViewer | null;
  collectPhi: boolean;
  /** This page's own address, for its QR code. */
  address: string;
  /** Shown below the record once it has loaded (the admins' access history). */
  footer?: ReactNode;
  /** [ours] Beside Edit once the record has loaded (the Follow button, issue 24). */
  headerActions?: ReactNode;
}

/**
 * The SPA's patient view: reads the patient, handles loading and failures (offline, a new label,
 * no access), and shows the record through PatientRecordView, which the server's render of the
 * label page (src/ssr) shares.
 */
export function PatientPage({
  patientId,
  viewer,
  collectPhi,
  address,
  footer,
  headerActions,
}: PatientPageProps) {
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
          <Navigate to={paths.patientEdit.href(patientId)} replace state={newPatientState} />
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
  return (
    <PatientRecordView
      patient={patient.data}
      viewer={viewer}
      collectPhi={collectPhi}
      updatedBy={updatedBy}
      qrCode={<PatientQrCode address={address} />}
      footer={footer}
      headerActions={headerActions}
    />
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

import type { ReactNode } from 'react';
import { Button, Flex, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import type { User } from '@contract/users';
import { paths } from '@contract/paths';
import { shownCodeStatus } from '@contract/signed-form';
import { enumLabelKeys } from '@/i18n/enum-labels';
import type { PatientRecord } from '../../api/patients.api';
import { signedFormText } from '../signed-form-text';
import { CircumstancesPanel } from './circumstances-panel';
import { CodeStatusPanel } from './code-status-panel';
import { LastUpdated } from './last-updated';
import { MedicalList } from './medical-list';
import { medicalListViews } from './medical-view';
import { TalkPanel } from './talk-panel';
import { VerificationStatus } from './verification-status';
import { PatientContacts } from './patient-contacts';
import { PatientHeader } from './patient-header';
import { SignedFormDocuments } from './signed-form-documents';

export type PatientViewer = Pick<User, 'id' | 'role' | 'firstName' | 'middleName' | 'lastName'>;

interface PatientRecordViewProps {
  patient: PatientRecord;
  viewer: PatientViewer | null;
  collectPhi: boolean;
  /** Who last updated the record, when it can be read. */
  updatedBy: string | null;
  /** The QR code panel: lazily loaded in the SPA, rendered at once on the server. */
  qrCode: ReactNode;
  /** Shown below the record (the admins' access history). */
  footer?: ReactNode;
  /** The clock for 'Verified 3 months ago' (the server's render passes its own). */
  now?: Date;
  /** [ours] Beside Edit (the SPA's Follow button, issue 24). */
  headerActions?: ReactNode;
}

/**
 * SPEC §2 patient view, the responder's screen, ordered by urgency: code status first and
 * largest, then allergies, medications, medical history, language, then who to call. Data in,
 * markup out: the SPA's PatientPage and the server's render (src/ssr) both show it, so the two
 * look the same. Every control is a link, which works without script.
 */
export function PatientRecordView({
  patient: data,
  viewer,
  collectPhi,
  updatedBy,
  qrCode,
  footer,
  now,
  headerActions,
}: PatientRecordViewProps) {
  const { t } = useTranslation();
  const lists = medicalListViews(data, t);
  return (
    <Stack gap="lg">
      <PatientHeader
        patient={data}
        collectPhi={collectPhi}
        editTo={can(viewer, 'patient.update') ? paths.patientEdit.href(data.id) : null}
        actions={headerActions}
      />
      <VerificationStatus patient={data} now={now} />
      <Flex gap="lg" direction={{ base: 'column', sm: 'row' }} align="flex-start">
        <Stack gap="lg" style={{ flex: 1, minWidth: 0 }} w="100%">
          <CodeStatusPanel
            codeStatus={shownCodeStatus(data)}
            isAttached={data.codeStatusAttached}
            formText={signedFormText(t, data)}
            originalAt={data.signedFormLocation}
          />
          <SignedFormDocuments patientId={data.id} documents={data.documents} />
          <CircumstancesPanel
            circumstances={data.circumstances}
            note={data.circumstancesNote}
            access={data.accessInstructions}
          />
          <MedicalList
            id="patient-allergies"
            title={t('patientView.allergies')}
            list={lists.allergies}
            noneKnownText={t('patientView.allergiesNoneKnown')}
            notRecordedText={t('patientView.allergiesNotRecorded')}
            isAlert
          />
          {data.language && data.language !== 'ENGLISH' && (
            <TalkPanel patientId={data.id} language={data.language} />
          )}
          <MedicalList
            id="patient-medications"
            title={t('patientView.medications')}
            list={lists.medications}
            noneKnownText={t('patientView.medicationsNoneKnown')}
            notRecordedText={t('patientView.medicationsNotRecorded')}
          />
          <MedicalList
            id="patient-conditions"
            title={t('patientView.conditions')}
            list={lists.conditions}
            noneKnownText={t('patientView.conditionsNoneKnown')}
            notRecordedText={t('patientView.conditionsNotRecorded')}
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
        {qrCode}
      </Flex>
      <PatientContacts patient={data} collectPhi={collectPhi} />
      <Group justify="space-between" align="center" gap="sm">
        <LastUpdated updatedAt={data.updatedAt} updatedBy={updatedBy} />
        {/* [ours] Issue 25: the paper kit's page, for whoever may read the whole record. */}
        {can(viewer, 'patient.view') && (
          <Button
            component={Link}
            to={paths.patientSheet.href(data.id)}
            variant="default"
            className="touch-target"
            leftSection={<IconPrinter size={18} aria-hidden />}
          >
            {t('emergencySheet.open')}
          </Button>
        )}
      </Group>
      {footer}
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { documentPaths } from '@contract/documents';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { documentTargets } from '../../api/documents.api';
import { patientQueries } from '../../api/patients.queries';
import { PatientPhoto } from '../view/patient-photo';
import { DocumentFileButtons, UploadStatus } from './document-file-buttons';
import { useDocumentUpload } from './use-document-upload';

/**
 * [issue 23] On the editor's Basic Information section (PHI on only): the patient's photo for
 * identification, taken with the camera or chosen, compressed and stripped of its metadata
 * before it is sent; Replace and Delete (after a question).
 */
export function PatientPhotoField({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const patient = useQuery(patientQueries.detail(patientId));
  const state = useDocumentUpload(patientId, 'photo');
  const [isAsking, setAsking] = useState(false);
  // No patient yet, or a server without documents (the reference): no field.
  if (!patient.data || patient.data.photo === undefined) return null;
  const photo = patient.data.photo;

  return (
    <Stack component="section" aria-labelledby="patient-photo-field" gap="xs">
      <Text id="patient-photo-field" fw={500} size="sm">
        {t('documents.photoTitle')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('documents.photoHint')}
      </Text>
      <Group gap="md" align="center">
        <PatientPhoto patientId={patientId} photo={photo} />
        <DocumentFileButtons
          cameraLabel={photo ? t('documents.replacePhoto') : t('documents.takePhoto')}
          fileLabel={t('documents.choosePhoto')}
          disabled={state.isBusy}
          onFile={(file) => void state.upload(documentTargets.photo(patientId), file)}
        />
        {photo && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={state.isBusy}
            onClick={() => setAsking(true)}
          >
            {t('documents.deletePhoto')}
          </Button>
        )}
      </Group>
      <UploadStatus {...state} />
      <ConfirmDialog
        opened={isAsking}
        title={t('documents.deletePhoto')}
        message={t('documents.deletePhotoMessage')}
        isDanger
        isConfirming={state.phase === 'deleting'}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          void state.remove(documentPaths.photo(patientId)).then(() => setAsking(false))
        }
      />
    </Stack>
  );
}

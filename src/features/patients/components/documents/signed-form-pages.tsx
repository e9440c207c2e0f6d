import { useState } from 'react';
import { Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconReplace, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { documentPaths, type PatientDocument } from '@contract/documents';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { documentTargets } from '../../api/documents.api';
import { patientQueries } from '../../api/patients.queries';
import { DocumentThumbnail } from '../view/document-thumbnail';
import { DocumentFileButtons, UploadStatus } from './document-file-buttons';
import { UPLOAD_ACCEPT } from './prepare-upload';
import { useDocumentUpload } from './use-document-upload';

/**
 * [issue 23] On the editor's Advance Directive section: the signed form's pages, each with
 * Replace and Delete (after a question), and a camera and a file button to add a page. Only
 * while PHI is collected, once the patient exists, and when the server lists documents (the
 * reference server does not: no section then).
 */
export function SignedFormPages({
  patientId,
  collectPhi,
}: {
  patientId: string;
  collectPhi: boolean;
}) {
  const { t } = useTranslation();
  const patient = useQuery({ ...patientQueries.detail(patientId), enabled: collectPhi });
  const state = useDocumentUpload(patientId, 'signed_form');
  const [deleting, setDeleting] = useState<PatientDocument | null>(null);
  if (!collectPhi) return null;
  const documents = patient.data?.documents;
  if (!patient.data)
    return patient.isPending ? null : (
      <Text size="sm" c="dimmed">
        {t('documents.saveFirst')}
      </Text>
    );
  if (!documents) return null;

  return (
    <Stack component="section" aria-labelledby="signed-form-pages" gap="sm">
      <Title order={3} id="signed-form-pages" size="h5">
        {t('documents.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('documents.hint')}
      </Text>
      {documents.length === 0 ? (
        <Text size="sm">{t('documents.none')}</Text>
      ) : (
        <Group gap="md" align="flex-start">
          {documents.map((document) => (
            <Stack key={document.id} gap={6} align="center">
              <DocumentThumbnail
                patientId={patientId}
                document={document}
                label={t('documents.openPage', { number: document.page })}
                caption={t('documents.page', { number: document.page })}
              />
              <FileButton
                accept={UPLOAD_ACCEPT}
                disabled={state.isBusy}
                onChange={(file) => {
                  if (file)
                    void state.upload(documentTargets.replacePage(patientId, document.id), file);
                }}
              >
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    size="compact-sm"
                    leftSection={<IconReplace size={16} aria-hidden />}
                    disabled={state.isBusy}
                  >
                    {t('documents.replacePage', { number: document.page })}
                  </Button>
                )}
              </FileButton>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={16} aria-hidden />}
                disabled={state.isBusy}
                onClick={() => setDeleting(document)}
              >
                {t('documents.deletePage', { number: document.page })}
              </Button>
            </Stack>
          ))}
        </Group>
      )}
      <DocumentFileButtons
        cameraLabel={t('documents.takePhoto')}
        fileLabel={t('documents.chooseFile')}
        disabled={state.isBusy}
        onFile={(file) => void state.upload(documentTargets.addPage(patientId), file)}
      />
      <UploadStatus {...state} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('documents.deleteTitle')}
        message={t('documents.deleteMessage', { number: deleting?.page ?? 0 })}
        isDanger
        isConfirming={state.phase === 'deleting'}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void state
            .remove(documentPaths.one(patientId, deleting.id))
            .then(() => setDeleting(null));
        }}
      />
    </Stack>
  );
}

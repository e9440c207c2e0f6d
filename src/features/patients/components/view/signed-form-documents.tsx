import { Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PatientDocument } from '@contract/documents';
import { DocumentThumbnail } from './document-thumbnail';

interface SignedFormDocumentsProps {
  patientId: string;
  /** Absent from the reference server, and while PHI collection is off: nothing is shown. */
  documents: readonly PatientDocument[] | undefined | null;
}

/** [issue 23] The responder's view of the signed form: a thumbnail per page, each opening it. */
export function SignedFormDocuments({ patientId, documents }: SignedFormDocumentsProps) {
  const { t } = useTranslation();
  if (!documents || documents.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="patient-signed-form" gap={6}>
      <Title order={2} id="patient-signed-form" size="h3">
        {t('documents.viewTitle')}
      </Title>
      <Group gap="sm" align="flex-start">
        {documents.map((document) => (
          <DocumentThumbnail
            key={document.id}
            patientId={patientId}
            document={document}
            label={t('documents.openPage', { number: document.page })}
            caption={t('documents.page', { number: document.page })}
          />
        ))}
      </Group>
    </Stack>
  );
}

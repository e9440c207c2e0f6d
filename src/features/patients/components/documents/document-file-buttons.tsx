import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCamera, IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT } from './prepare-upload';
import type { UploadPhase } from './use-document-upload';

interface FileButtonsProps {
  /** The camera button's words, e.g. 'Take a photo of a page'. */
  cameraLabel: string;
  /** The file button's words, e.g. 'Choose a file'. */
  fileLabel: string;
  onFile: (file: File) => void;
  disabled: boolean;
}

/**
 * Two ways to attach: the phone's rear camera (`capture="environment"`), or a PDF or image from
 * the device. Each is a button whose name is its words; the hidden input behind it does the rest.
 */
export function DocumentFileButtons({
  cameraLabel,
  fileLabel,
  onFile,
  disabled,
}: FileButtonsProps) {
  const pick = (file: File | null) => {
    if (file) onFile(file);
  };
  return (
    <Group gap="sm">
      <FileButton
        onChange={pick}
        accept="image/jpeg,image/png,image/webp"
        inputProps={{ capture: 'environment' }}
        disabled={disabled}
      >
        {(props) => (
          <Button
            {...props}
            variant="light"
            className="touch-target"
            leftSection={<IconCamera size={18} aria-hidden />}
            disabled={disabled}
          >
            {cameraLabel}
          </Button>
        )}
      </FileButton>
      <FileButton onChange={pick} accept={UPLOAD_ACCEPT} disabled={disabled}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            className="touch-target"
            leftSection={<IconFileUpload size={18} aria-hidden />}
            disabled={disabled}
          >
            {fileLabel}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}

/** Where an upload is: preparing, its progress, the error or the confirmation, announced. */
export function UploadStatus({
  phase,
  progress,
  error,
  done,
}: {
  phase: UploadPhase;
  progress: number;
  error: string | null;
  done: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} aria-live="polite">
      {phase === 'preparing' && <Text size="sm">{t('documents.preparing')}</Text>}
      {phase === 'uploading' && (
        <Stack gap={4}>
          <Text size="sm">{t('documents.uploading', { percent: Math.round(progress * 100) })}</Text>
          <Progress
            value={progress * 100}
            aria-label={t('documents.uploading', { percent: Math.round(progress * 100) })}
          />
        </Stack>
      )}
      {phase === 'deleting' && <Text size="sm">{t('documents.deleting')}</Text>}
      {error && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {error}
        </Alert>
      )}
      {done && !error && phase === 'idle' && (
        // Mantine's `c` would win over the style and green.9 (#2b8a3e) is 4.36:1 on white: the
        // colour is set here alone, 4.5:1 or more on the light and the dark background.
        <Text size="sm" style={{ color: 'light-dark(#237032, #69db7c)' }}>
          {done}
        </Text>
      )}
    </Stack>
  );
}

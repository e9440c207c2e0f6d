import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/i18n/translate-message';

interface CatalogDeleteRefusedProps {
  name: string;
  /** The server's 409 message, shown in the reader's language. */
  message: string;
  /** Absent when the reader may not merge. */
  onMerge?: () => void;
  onClose: () => void;
}

/**
 * The refusal of deleting an entry patients have (issue 23): the server's message, which names
 * how many, and the way forward, "Merge into…". Mounted when open.
 */
export function CatalogDeleteRefused({
  name,
  message,
  onMerge,
  onClose,
}: CatalogDeleteRefusedProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('catalogs.delete.refusedTitle', { name })}
      centered
      returnFocus
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Alert color="orange" role="alert">
        <Text>{translateMessage(t, message)}</Text>
      </Alert>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus={onMerge ? undefined : true}>
          {t('catalogs.delete.close')}
        </Button>
        {onMerge && (
          <Button onClick={onMerge} data-autofocus>
            {t('catalogs.merge.action')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}

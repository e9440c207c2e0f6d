import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: Yes spins, and neither button nor Escape closes. */
  isConfirming?: boolean;
  /** Yes in red for destructive actions (the default). */
  isDanger?: boolean;
}

/**
 * A Yes/No question. Focus starts on No, so a stray Enter never confirms a delete, and goes
 * back to whatever opened the dialog when it closes.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  onConfirm,
  onCancel,
  isConfirming = false,
  isDanger = true,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const handleClose = () => {
    if (!isConfirming) onCancel();
  };
  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={title}
      centered
      closeOnClickOutside={!isConfirming}
      closeOnEscape={!isConfirming}
      withCloseButton={false}
      returnFocus
      zIndex={400}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={handleClose} disabled={isConfirming} data-autofocus>
          {t('common.no')}
        </Button>
        <Button color={isDanger ? 'red' : undefined} onClick={onConfirm} loading={isConfirming}>
          {t('common.yes')}
        </Button>
      </Group>
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** Beneath the question: whom or what it is about, and what follows. */
  detail?: ReactNode;
  /** The buttons' verbs ('Delete hospital', 'Cancel'); Yes and No where the spec words them so. */
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: Yes spins, and neither button nor Escape closes. */
  isConfirming?: boolean;
  /** Yes in red for destructive actions (the default). */
  isDanger?: boolean;
}

/**
 * A question with its answers: Yes/No by default, or verbs that say what each does. Focus starts on No, so a stray Enter never confirms a delete, and goes
 * back to whatever opened the dialog when it closes.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  detail,
  confirmLabel,
  cancelLabel,
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
      <Stack gap="xs">
        <Text>{message}</Text>
        {detail}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={handleClose} disabled={isConfirming} data-autofocus>
          {cancelLabel ?? t('common.no')}
        </Button>
        <Button color={isDanger ? 'red' : undefined} onClick={onConfirm} loading={isConfirming}>
          {confirmLabel ?? t('common.yes')}
        </Button>
      </Group>
    </Modal>
  );
}

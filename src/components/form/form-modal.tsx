import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSave } from './use-form-save';

interface FormModalProps {
  title: string;
  size?: ModalProps['size'];
  /** The form's save; its guard asks before a changed form is closed. */
  save: Pick<FormSave, 'isSubmitting' | 'guard'>;
  onClose: () => void;
  /** The form, given the guarded close for its Cancel button. */
  children: (requestClose: () => void) => ReactNode;
}

/**
 * A form in a modal (mount it while open, so each opening starts from an empty form): Escape,
 * the close button and Cancel ask before dropping changes, and do nothing while saving.
 */
export function FormModal({ title, size, save, onClose, children }: FormModalProps) {
  const { t } = useTranslation();
  const requestClose = () => {
    if (!save.isSubmitting) save.guard.confirm(onClose);
  };
  return (
    <>
      <Modal
        opened
        onClose={requestClose}
        title={title}
        size={size}
        closeOnEscape={!save.guard.isAsking}
        trapFocus={!save.guard.isAsking}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {children(requestClose)}
      </Modal>
      {save.guard.dialog}
    </>
  );
}

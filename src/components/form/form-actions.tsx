import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  isSubmitting: boolean;
  /** No Cancel button when absent. */
  onCancel?: () => void;
  /** 'Submit' unless the form names its action. */
  submitLabel?: string;
}

/** A form's footer: Cancel (disabled while saving) and the submit button (loading meanwhile). */
export function FormActions({ isSubmitting, onCancel, submitLabel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt="sm">
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
      )}
      <Button type="submit" loading={isSubmitting}>
        {submitLabel ?? t('common.submit')}
      </Button>
    </Group>
  );
}

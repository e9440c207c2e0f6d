import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormFailureReason } from '@/lib/forms';
import { translateMessage } from '@/i18n/translate-message';

interface FormFailureProps {
  /** SPEC's text for the failed action, e.g. 'Failed to update hospital.'; none on login. */
  title?: string;
  failure: FormFailureReason | null | undefined;
}

/**
 * The one alert above a form after a failed save, for what did not land on a field: the
 * server's message (in the reader's language when it is one of the contract's), or that the
 * connection failed and nothing was saved.
 */
export function FormFailure({ title, failure }: FormFailureProps) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    // Marked for useFormSubmit, which moves the focus to it after a refused submit.
    <Alert color="red" variant="light" role="alert" title={title} data-form-failure>
      {failure.kind === 'connection'
        ? t('common.form.connectionFailed')
        : translateMessage(t, failure.message)}
    </Alert>
  );
}

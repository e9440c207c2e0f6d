import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  isSubmitting: boolean;
  /** No Cancel button when absent. */
  onCancel?: () => void;
  /** 'Submit' unless the form names its action. */
  submitLabel?: string;
  /** The submit button is off until the form can be sent (SPEC §5: Send Invite). */
  isSubmitDisabled?: boolean;
}

/** A form's footer: Cancel (disabled while saving) and the submit button (loading meanwhile). */
export function FormActions({
  isSubmitting,
  onCancel,
  submitLabel,
  isSubmitDisabled = false,
}: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt="sm">
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
      )}
      {/*
        Pressing the button would first blur the focused field, whose on-blur check can show an
        error that pushes the button down before the press ends, so the click is lost. Keeping
        focus where it is lets the press land; the submit then checks every field.
      */}
      <Button
        type="submit"
        loading={isSubmitting}
        disabled={isSubmitDisabled}
        onMouseDown={(event) => event.preventDefault()}
      >
        {submitLabel ?? t('common.submit')}
      </Button>
    </Group>
  );
}

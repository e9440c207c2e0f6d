import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormActions } from './form-actions';
import { FormFailure } from './form-failure';
import type { FormSubmit } from './use-form-submit';

interface SaveFormProps {
  /** A useFormSave, or a useFormSubmit for a form without a leave guard. */
  save: Omit<FormSubmit, 'handleSubmit'> & {
    handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** SPEC's text for a failed save ('Failed to register physician.'). */
  failureTitle: string;
  onCancel: () => void;
  /** 'Submit' unless the form names its action. */
  submitLabel?: string;
  /** The submit button is off until the form can be sent. */
  isSubmitDisabled?: boolean;
  /** The fields. */
  children: ReactNode;
}

/** A saving form's frame: the failure alert above the fields, Cancel and submit below them. */
export function SaveForm({
  save,
  failureTitle,
  onCancel,
  submitLabel,
  isSubmitDisabled,
  children,
}: SaveFormProps) {
  return (
    <form onSubmit={save.handleSubmit} noValidate>
      <Stack gap="sm">
        <FormFailure title={failureTitle} failure={save.failure} />
        {children}
        <FormActions
          isSubmitting={save.isSubmitting}
          onCancel={onCancel}
          submitLabel={submitLabel}
          isSubmitDisabled={isSubmitDisabled}
        />
      </Stack>
    </form>
  );
}

import type { ReactNode } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { mfaCodeSchema, recoveryCodeSchema } from '@contract/auth';
import { FormFailure } from '@/components/form/form-failure';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { ApiError } from '@/lib/api-client';
import { toFormFailure, type FormFailureReason } from '@/lib/forms';
import { errorMessage } from '@/lib/server-messages';
import { CodeInput } from './code-input';

/** The authenticator app's six digits, or one of the recovery codes. */
export type CodeKind = 'code' | 'recovery';

/** About what was typed: a wrong or replayed code, an unreadable secret, validation, lockout. */
const FIELD_STATUSES = [400, 409, 422, 429];

/**
 * A submit's failure handler (useFormSubmit's `showFailure`) for a code or password proof: what
 * the server says about what was typed goes on `field`; anything else to `otherwise`.
 */
export function showCodeFailure<F extends string>(
  form: { setFieldError: (field: F, message: string) => void },
  field: F,
  otherwise: (error: unknown) => FormFailureReason | null = toFormFailure,
): (error: unknown) => FormFailureReason | null {
  return (error) => {
    if (!(error instanceof ApiError) || !FIELD_STATUSES.includes(error.status)) {
      return otherwise(error);
    }
    form.setFieldError(field, errorMessage(error));
    return null;
  };
}

interface CodeFormProps<R> {
  kind?: CodeKind;
  /** Sends the code as typed (the contract's schema, on the server, reads spaces and case). */
  submit: (code: string) => Promise<R>;
  /** What the step's purpose does with an accepted code: sign in, show the recovery codes… */
  onDone: (result: R) => void;
  /** Any other failure: returns what the alert shows (by default the server's message). */
  onFailure?: (error: unknown) => FormFailureReason | null;
  submitLabel: string;
  /** The sign-in steps: the button as wide as the form, the actions under it. */
  isFullWidth?: boolean;
  autoFocus?: boolean;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** What comes before the field: the step's heading and intro, the QR code to scan. */
  children?: ReactNode;
  /** Beside or under the submit button: Cancel, Back, another kind of code. */
  actions?: ReactNode;
}

/**
 * One form for every "type a code" step (sign-in code, recovery code, enrolment at sign-in,
 * confirming the set-up on /profile): one field checked by the contract's schema, the step's
 * `submit`, and `onDone` deciding what follows. What the server says about the code shows on
 * the field; anything else above it.
 */
export function CodeForm<R>({
  kind = 'code',
  submit,
  onDone,
  onFailure = toFormFailure,
  submitLabel,
  isFullWidth = false,
  autoFocus = false,
  labelledBy,
  children,
  actions,
}: CodeFormProps<R>) {
  const { t } = useTranslation();
  const isRecovery = kind === 'recovery';
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: {
      code: (value) => {
        if (isRecovery)
          return recoveryCodeSchema.safeParse(value).success
            ? null
            : t('mfa.recoveryCode.required');
        return mfaCodeSchema.safeParse(value).success ? null : t('mfa.code.format');
      },
    },
  });
  const save = useFormSubmit(form, {
    save: ({ code }) => submit(code),
    onSaved: onDone,
    showFailure: showCodeFailure(form, 'code', onFailure),
  });

  const field = { autoFocus, ...form.getInputProps('code') };
  const button = (
    <Button
      type="submit"
      loading={save.isSubmitting}
      disabled={form.values.code.trim() === ''}
      fullWidth={isFullWidth}
    >
      {submitLabel}
    </Button>
  );
  return (
    <form onSubmit={save.handleSubmit} noValidate aria-labelledby={labelledBy}>
      <Stack gap={isFullWidth ? 'md' : 'sm'}>
        {children}
        <FormFailure failure={save.failure} />
        {isRecovery ? (
          <TextInput
            label={t('mfa.recoveryCode.label')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            {...field}
          />
        ) : (
          <CodeInput {...field} />
        )}
        {isFullWidth ? (
          <>
            {button}
            {actions}
          </>
        ) : (
          <Group gap="xs">
            {button}
            {actions}
          </Group>
        )}
      </Stack>
    </form>
  );
}

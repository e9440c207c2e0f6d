import { useMemo, useState } from 'react';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '@contract/auth';
import { paths } from '@contract/paths';
import { FormFailure } from '@/components/form/form-failure';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { PasswordStrengthInput } from '@/components/password-strength/password-strength-input';
import { failureOnField, useSchemaForm } from '@/lib/forms';
import { useResetPassword } from '../api/accounts.queries';

/** New password and its confirmation; only the match is checked here, the server decides the rest. */
function resetSchema(t: TFunction<'common'>) {
  return z
    .object({ password: z.string(), confirm: z.string() })
    .refine((values) => values.password === values.confirm, {
      message: t('password.reset.mismatch'),
      path: ['confirm'],
    });
}

interface ResetPasswordPageProps {
  token: string;
}

/**
 * SPEC §2 password reset (the token was checked by the route's loader): 1 new password and
 * confirmation with the strength meter, 2 done with Back to Login. A failure's message shows on
 * the password field (SPEC §8).
 */
export function ResetPasswordPage({ token }: ResetPasswordPageProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const schema = useMemo(() => resetSchema(t), [t]);
  const form = useSchemaForm(schema, { password: '', confirm: '' });
  const [isDone, setIsDone] = useState(false);
  const submit = useFormSubmit(form, {
    save: ({ password }) => reset.mutateAsync({ passwordResetToken: token, password }),
    onSaved: () => setIsDone(true),
    showFailure: failureOnField(form, 'password'),
  });

  return (
    <Stack gap="md" p={{ base: 0, sm: 'md' }}>
      <Text component="h1" fz="h2" fw={700} id="reset-title">
        {t('password.reset.title')}
      </Text>
      {isDone ? (
        <Stack gap="md" role="status">
          <Text component="h2" fz="h3" fw={700}>
            {t('password.reset.doneTitle')}
          </Text>
          <Text>{t('password.reset.done')}</Text>
          <Button component={Link} to={paths.login.href()}>
            {t('password.reset.backToLogin')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit.handleSubmit} noValidate aria-labelledby="reset-title">
          <Stack gap="md">
            <Text>{t('password.reset.intro')}</Text>
            <FormFailure failure={submit.failure} />
            <PasswordStrengthInput
              label={t('password.reset.password')}
              autoFocus
              {...form.getInputProps('password')}
              value={form.values.password}
            />
            <PasswordInput
              label={t('password.reset.confirm')}
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
              {...form.getInputProps('confirm')}
            />
            <Button type="submit" fullWidth loading={submit.isSubmitting}>
              {t('password.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

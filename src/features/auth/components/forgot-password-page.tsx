import { useMemo, useState } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FREE_TEXT_MAX } from '@contract/common';
import { passwordForgotBodySchema, PASSWORD_RESET_VALID_MINUTES } from '@contract/password';
import { textRules } from '@contract/reference';
import { paths } from '@contract/paths';
import { FormFailure } from '@/components/form/form-failure';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors, useSchemaForm, type FormFailureReason } from '@/lib/forms';
import { useRequestPasswordReset } from '../api/accounts.queries';
import { errorMessage } from '@/lib/server-messages';

function forgotSchema(t: TFunction<'common'>) {
  const { shape } = passwordForgotBodySchema;
  return z.object({
    email: textRules.emailShape({ message: t('common.validation.invalidEmail') }).pipe(shape.email),
  });
}

/**
 * SPEC §2 forgot password: 1 enter the e-mail, 2 done. A failure's message shows on the e-mail
 * field (SPEC §8); a failed connection above the form.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const schema = useMemo(() => forgotSchema(t), [t]);
  const form = useSchemaForm(schema, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailureReason | null>(null);

  const handleSubmit = form.onSubmit(async (body) => {
    setFailure(null);
    try {
      await requestReset.mutateAsync(body);
      setSentTo(body.email);
    } catch (error) {
      if (error instanceof ApiError && error.items.length === 0) {
        form.setFieldError('email', errorMessage(error));
      } else {
        setFailure(applyServerErrors(form, error));
      }
    }
  });

  return (
    <Stack gap="md" p={{ base: 0, sm: 'md' }}>
      <Text component="h1" fz="h2" fw={700} id="forgot-title">
        {t('password.forgot.title')}
      </Text>
      {sentTo === null ? (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="forgot-title">
          <Stack gap="md">
            <Text>{t('password.forgot.intro')}</Text>
            <FormFailure failure={failure} />
            <TextInput
              label={t('password.forgot.email')}
              type="email"
              autoComplete="email"
              autoFocus
              maxLength={FREE_TEXT_MAX}
              {...form.getInputProps('email')}
            />
            <Button
              type="submit"
              fullWidth
              disabled={form.values.email.trim() === ''}
              loading={form.submitting}
            >
              {t('password.forgot.submit')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm" role="status">
          <Text component="h2" fz="h3" fw={700}>
            {t('password.forgot.doneTitle')}
          </Text>
          <Text>
            {t('password.forgot.done', { email: sentTo, minutes: PASSWORD_RESET_VALID_MINUTES })}
          </Text>
        </Stack>
      )}
      <Anchor component={Link} to={paths.login.href()} size="sm" ta="center" underline="always">
        {t('password.forgot.backToLogin')}
      </Anchor>
    </Stack>
  );
}

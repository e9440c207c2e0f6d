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
import { useFormSubmit } from '@/components/form/use-form-submit';
import { failureOnField, useSchemaForm } from '@/lib/forms';
import { useRequestPasswordReset } from '../api/accounts.queries';

function forgotSchema(t: TFunction<'common'>) {
  const { shape } = passwordForgotBodySchema;
  return z.object({
    email: textRules.email({ message: t('common.validation.invalidEmail') }).pipe(shape.email),
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
  const submit = useFormSubmit(form, {
    save: async (body) => {
      await requestReset.mutateAsync(body);
      return body.email;
    },
    onSaved: setSentTo,
    showFailure: failureOnField(form, 'email'),
  });

  return (
    <Stack gap="md" p={{ base: 0, sm: 'md' }}>
      <Text component="h1" fz="h2" fw={700} id="forgot-title">
        {t('password.forgot.title')}
      </Text>
      {sentTo === null ? (
        <form onSubmit={submit.handleSubmit} noValidate aria-labelledby="forgot-title">
          <Stack gap="md">
            <Text>{t('password.forgot.intro')}</Text>
            <FormFailure failure={submit.failure} />
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
              loading={submit.isSubmitting}
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

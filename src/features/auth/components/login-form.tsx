import { useMemo } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginBodySchema, PASSWORD_MAX_LENGTH } from '@contract/auth';
import { FREE_TEXT_MAX } from '@contract/common';
import { textRules } from '@contract/reference';
import { paths } from '@contract/paths';
import { FormFailure } from '@/components/form/form-failure';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useSchemaForm, type FormFailureReason } from '@/lib/forms';
import type { LoginChallenge } from '@contract/auth';
import type { CurrentUser } from '../api/auth.api';
import { useLogin } from '../api/auth.queries';
import { showLoginFailure } from './login-errors';

/** The login body, its e-mail first checked by SPEC §5's e-mail shape. */
function loginFormSchema(t: TFunction<'common'>) {
  return loginBodySchema.extend({
    email: textRules
      .email({ message: t('common.validation.invalidEmail') })
      .pipe(loginBodySchema.shape.email),
  });
}

interface LoginFormProps {
  onSuccess: (user: CurrentUser) => void;
  /** [ours] The password was right and a second step follows (two-factor sign-in). */
  onChallenge?: (challenge: LoginChallenge) => void;
  /** Shown above the form, e.g. why the member is back here from the second step. */
  notice?: FormFailureReason | null;
}

/** E-mail and password; the button stays disabled until both are filled (SPEC §5). */
export function LoginForm({ onSuccess, onChallenge, notice = null }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const schema = useMemo(() => loginFormSchema(t), [t]);
  const form = useSchemaForm(schema, { email: '', password: '' });
  const { email, password } = form.values;
  const isIncomplete = email.trim() === '' || password === '';

  const submit = useFormSubmit(form, {
    save: login.mutateAsync,
    onSaved: (outcome) => {
      if (outcome.kind === 'signedIn') onSuccess(outcome.user);
      else onChallenge?.(outcome.challenge);
    },
    showFailure: (error) => showLoginFailure(form, error, t),
    initialFailure: notice,
  });

  return (
    <form onSubmit={submit.handleSubmit} noValidate aria-labelledby="login-title">
      <Stack gap="md">
        <Text component="h1" id="login-title" fz="h2" fw={700}>
          {t('auth.login.title')}
        </Text>
        <FormFailure failure={submit.failure} />
        <TextInput
          label={t('auth.login.email')}
          type="email"
          autoComplete="email"
          // The page exists to log in: start there (SPEC §2).
          autoFocus
          maxLength={FREE_TEXT_MAX}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePassword') }}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.passwordForgot.href()} size="sm">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" disabled={isIncomplete} loading={submit.isSubmitting} fullWidth>
          {t('auth.login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={paths.register.href()} underline="always">
            {t('auth.login.register')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

import { useEffect, useMemo, useState, type FocusEvent } from 'react';
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
import { forgetLoginHandover, readLoginHandover } from '../login-handover';
import { showLoginFailure } from './login-errors';

/** The login body, its e-mail first checked by SPEC §5's e-mail shape. */
function loginFormSchema(t: TFunction<'common'>) {
  return loginBodySchema.extend({
    email: textRules
      .email({ message: t('common.validation.invalidEmail') })
      .pipe(loginBodySchema.shape.email),
  });
}

/**
 * Whether leaving a field should check it: not while it is still empty (nobody typed in it yet;
 * the disabled button already says both are needed), and not on the way to a link (the check's
 * message would push the link down under the pointer, so the click would miss it).
 */
function shouldCheckOnBlur(event: FocusEvent<HTMLInputElement>): boolean {
  if (event.currentTarget.value.trim() === '') return false;
  return !(event.relatedTarget instanceof HTMLAnchorElement);
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
  // What was typed into the server-rendered form before the SPA took over (issue #22).
  const [handover] = useState(readLoginHandover);
  useEffect(forgetLoginHandover, []);
  const form = useSchemaForm(schema, {
    email: handover?.email ?? '',
    password: handover?.password ?? '',
  });
  const { email, password } = form.values;
  const isIncomplete = email.trim() === '' || password === '';
  const inputProps = (field: 'email' | 'password') => {
    const props = form.getInputProps(field);
    const check = props.onBlur as (event: FocusEvent<HTMLInputElement>) => void;
    return {
      ...props,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        if (shouldCheckOnBlur(event)) check(event);
      },
    };
  };

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
    // method="post": the server-rendered copy (src/ssr) can never put a password in a URL.
    <form method="post" onSubmit={submit.handleSubmit} noValidate aria-labelledby="login-title">
      <Stack gap="md">
        <Text component="h1" id="login-title" fz="h2" fw={700}>
          {t('auth.login.title')}
        </Text>
        <FormFailure failure={submit.failure} />
        <TextInput
          label={t('auth.login.email')}
          name="email"
          type="email"
          autoComplete="email"
          // The page exists to log in: start there (SPEC §2), or where the member already was.
          autoFocus={handover?.focus !== 'password'}
          maxLength={FREE_TEXT_MAX}
          {...inputProps('email')}
        />
        <PasswordInput
          label={t('auth.login.password')}
          name="password"
          autoComplete="current-password"
          autoFocus={handover?.focus === 'password'}
          maxLength={PASSWORD_MAX_LENGTH}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePassword') }}
          {...inputProps('password')}
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

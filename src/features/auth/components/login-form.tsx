import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../api/auth.api';
import { useLogin } from '../api/auth.queries';
import { toLoginErrors, type LoginErrors } from './login-errors';

interface LoginFormProps {
  onSuccess: (user: CurrentUser) => void;
}

/** E-mail and password; the button stays disabled until both are filled (SPEC §5). */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const isIncomplete = email.trim() === '' || password === '';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isIncomplete || login.isPending) return;
    setErrors({});
    login.mutate(
      { email: email.trim(), password },
      { onSuccess, onError: (error) => setErrors(toLoginErrors(error, t)) },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="login-title">
      <Stack gap="md">
        <Text component="h1" id="login-title" fz="h2" fw={700}>
          {t('auth.login.title')}
        </Text>
        {errors.general && (
          <Alert color="red" variant="light" role="alert">
            {errors.general}
          </Alert>
        )}
        <TextInput
          label={t('auth.login.email')}
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
        />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePassword') }}
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/password/forgot" size="sm">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" disabled={isIncomplete} loading={login.isPending} fullWidth>
          {t('auth.login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to="/register" underline="always">
            {t('auth.login.register')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

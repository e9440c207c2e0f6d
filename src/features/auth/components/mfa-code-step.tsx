import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mfaCodeSchema, recoveryCodeSchema } from '@contract/auth';
import { FormFailure } from '@/components/form/form-failure';
import { CodeInput } from '@/components/mfa/code-input';
import type { FormFailureReason } from '@/lib/forms';
import { useLoginWithCode } from '../api/auth.queries';
import { showMfaStepFailure } from './mfa-step-errors';

interface MfaCodeStepProps {
  challenge: string;
  onSuccess: () => void;
  /** Back to the password, with why (an expired sign-in) or without. */
  onRestart: (message?: string) => void;
}

/**
 * [ours] The second step of sign-in: the code from the authenticator app, or one of the
 * recovery codes when the phone is not at hand.
 */
export function MfaCodeStep({ challenge, onSuccess, onRestart }: MfaCodeStepProps) {
  const { t } = useTranslation();
  const login = useLoginWithCode();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailureReason | null>(null);

  const switchMode = () => {
    setUseRecovery((current) => !current);
    setValue('');
    setError(null);
    setFailure(null);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    setFailure(null);
    const parsed = (useRecovery ? recoveryCodeSchema : mfaCodeSchema).safeParse(value);
    if (!parsed.success) {
      setError(useRecovery ? t('mfa.recoveryCode.required') : t('mfa.code.format'));
      return;
    }
    setError(null);
    try {
      await login.mutateAsync(
        useRecovery ? { challenge, recoveryCode: value } : { challenge, code: value },
      );
      onSuccess();
    } catch (caught) {
      setFailure(showMfaStepFailure(caught, setError, onRestart, t));
    }
  };

  const field = {
    value,
    error,
    autoFocus: true,
    onChange: (event: { currentTarget: HTMLInputElement }) => setValue(event.currentTarget.value),
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby="mfa-title">
      <Stack gap="md">
        <Text component="h1" id="mfa-title" fz="h2" fw={700}>
          {t('mfa.login.title')}
        </Text>
        <Text size="sm">
          {useRecovery ? t('mfa.login.recoveryIntro') : t('mfa.login.codeIntro')}
        </Text>
        <FormFailure failure={failure} />
        {useRecovery ? (
          <TextInput
            key="recovery"
            label={t('mfa.recoveryCode.label')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            {...field}
          />
        ) : (
          <CodeInput key="code" {...field} />
        )}
        <Button type="submit" loading={login.isPending} disabled={value.trim() === ''} fullWidth>
          {t('mfa.login.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={switchMode}>
            {useRecovery ? t('mfa.login.useCode') : t('mfa.login.useRecovery')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => onRestart()}>
            {t('mfa.login.back')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

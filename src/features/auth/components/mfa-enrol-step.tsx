import { useState, type FormEvent } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mfaCodeSchema, type LoginChallenge } from '@contract/auth';
import { FormFailure } from '@/components/form/form-failure';
import { CodeInput } from '@/components/mfa/code-input';
import { RecoveryCodes } from '@/components/mfa/recovery-codes';
import { TotpSetup } from '@/components/mfa/totp-setup';
import type { FormFailureReason } from '@/lib/forms';
import type { CurrentUser } from '../api/auth.api';
import { useLoginWithEnrolment } from '../api/auth.queries';
import { showMfaStepFailure } from './mfa-step-errors';

interface MfaEnrolStepProps {
  challenge: Extract<LoginChallenge, { step: 'enrol' }>;
  onSuccess: () => void;
  onRestart: (message?: string) => void;
}

/**
 * [ours] Sign-in for a member whose role requires two-factor and who has none yet: scan, confirm
 * with a code, keep the recovery codes, and only then enter the app.
 */
export function MfaEnrolStep({ challenge, onSuccess, onRestart }: MfaEnrolStepProps) {
  const { t } = useTranslation();
  const { mutation, signIn } = useLoginWithEnrolment();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailureReason | null>(null);
  const [enrolled, setEnrolled] = useState<{ user: CurrentUser; recoveryCodes: string[] } | null>(
    null,
  );

  if (enrolled) {
    return (
      <Stack gap="md">
        <Text component="h1" fz="h2" fw={700}>
          {t('mfa.enrolLogin.doneTitle')}
        </Text>
        <Text size="sm">{t('mfa.enrolLogin.doneIntro')}</Text>
        <RecoveryCodes codes={enrolled.recoveryCodes} />
        <Button
          fullWidth
          onClick={() => {
            signIn(enrolled.user);
            onSuccess();
          }}
        >
          {t('mfa.enrolLogin.continue')}
        </Button>
      </Stack>
    );
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFailure(null);
    if (!mfaCodeSchema.safeParse(code).success) {
      setError(t('mfa.code.format'));
      return;
    }
    setError(null);
    try {
      setEnrolled(await mutation.mutateAsync({ challenge: challenge.challenge, code }));
    } catch (caught) {
      setFailure(showMfaStepFailure(caught, setError, onRestart, t));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby="enrol-title">
      <Stack gap="md">
        <Text component="h1" id="enrol-title" fz="h2" fw={700}>
          {t('mfa.enrolLogin.title')}
        </Text>
        <Text size="sm">{t('mfa.enrolLogin.intro')}</Text>
        <FormFailure failure={failure} />
        <TotpSetup otpauthUri={challenge.otpauthUri} secret={challenge.secret} />
        <CodeInput
          value={code}
          error={error}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Button type="submit" loading={mutation.isPending} disabled={code.trim() === ''} fullWidth>
          {t('mfa.setup.confirm')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => onRestart()}>
          {t('mfa.login.back')}
        </Anchor>
      </Stack>
    </form>
  );
}

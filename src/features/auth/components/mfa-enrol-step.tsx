import { useState } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginChallenge } from '@contract/auth';
import { CodeForm } from '@/components/mfa/code-form';
import { RecoveryCodes } from '@/components/mfa/recovery-codes';
import { TotpSetup } from '@/components/mfa/totp-setup';
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

  return (
    <CodeForm
      submit={(code) => mutation.mutateAsync({ challenge: challenge.challenge, code })}
      onDone={setEnrolled}
      onFailure={(error) => showMfaStepFailure(error, onRestart, t)}
      submitLabel={t('mfa.setup.confirm')}
      isFullWidth
      labelledBy="enrol-title"
      actions={
        <Anchor component="button" type="button" size="sm" onClick={() => onRestart()}>
          {t('mfa.login.back')}
        </Anchor>
      }
    >
      <Text component="h1" id="enrol-title" fz="h2" fw={700}>
        {t('mfa.enrolLogin.title')}
      </Text>
      <Text size="sm">{t('mfa.enrolLogin.intro')}</Text>
      <TotpSetup otpauthUri={challenge.otpauthUri} secret={challenge.secret} />
    </CodeForm>
  );
}

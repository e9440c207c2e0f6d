import { useState } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CodeForm, type CodeKind } from '@/components/mfa/code-form';
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
  const [kind, setKind] = useState<CodeKind>('code');
  const isRecovery = kind === 'recovery';

  return (
    <CodeForm
      // A fresh, focused field for the other kind of code, without the last one's error.
      key={kind}
      kind={kind}
      submit={(code) =>
        login.mutateAsync(isRecovery ? { challenge, recoveryCode: code } : { challenge, code })
      }
      onDone={onSuccess}
      onFailure={(error) => showMfaStepFailure(error, onRestart, t)}
      submitLabel={t('mfa.login.submit')}
      isFullWidth
      autoFocus
      labelledBy="mfa-title"
      actions={
        <Group justify="space-between" gap="xs">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setKind(isRecovery ? 'code' : 'recovery')}
          >
            {isRecovery ? t('mfa.login.useCode') : t('mfa.login.useRecovery')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => onRestart()}>
            {t('mfa.login.back')}
          </Anchor>
        </Group>
      }
    >
      <Text component="h1" id="mfa-title" fz="h2" fw={700}>
        {t('mfa.login.title')}
      </Text>
      <Text size="sm">{isRecovery ? t('mfa.login.recoveryIntro') : t('mfa.login.codeIntro')}</Text>
    </CodeForm>
  );
}

import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MfaSetup } from '@contract/mfa';
import { CodeForm } from '@/components/mfa/code-form';
import { TotpSetup } from '@/components/mfa/totp-setup';
import { useMfaMutations } from '../api/mfa.queries';

interface TwoFactorSetupProps {
  setup: MfaSetup;
  onCancel: () => void;
  /** Two-factor is on: the recovery codes to show once. */
  onConfirmed: (codes: string[]) => void;
}

/** The Two-factor card while setting up: scan the QR code, then confirm with a code. */
export function TwoFactorSetup({ setup, onCancel, onConfirmed }: TwoFactorSetupProps) {
  const { t } = useTranslation();
  const { confirm } = useMfaMutations();
  return (
    <CodeForm
      submit={(code) => confirm.mutateAsync({ code })}
      onDone={onConfirmed}
      submitLabel={t('mfa.setup.confirm')}
      actions={
        <Button variant="default" onClick={onCancel}>
          {t('mfa.setup.cancel')}
        </Button>
      }
    >
      <TotpSetup otpauthUri={setup.otpauthUri} secret={setup.secret} />
    </CodeForm>
  );
}

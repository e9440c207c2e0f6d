import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MfaStatus } from '@contract/mfa';
import { formatDateTime } from '@/lib/dates';
import type { ProofAction } from './two-factor-proof-modal';

interface TwoFactorOnProps {
  status: MfaStatus;
  /** New recovery codes or turning it off, once the member proves who they are. */
  onProve: (action: ProofAction) => void;
}

/** Few enough codes left to warn before they run out. */
const FEW_CODES = 3;

/** The Two-factor card while it is on: since when, codes left, and what can be changed. */
export function TwoFactorOn({ status, onProve }: TwoFactorOnProps) {
  const { t } = useTranslation();
  const { enabledAt, recoveryCodesLeft, required } = status;
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('mfa.profile.onSince', { date: formatDateTime(enabledAt) })}{' '}
        {t('mfa.profile.codesLeft', { count: recoveryCodesLeft })}
      </Text>
      {recoveryCodesLeft <= FEW_CODES && (
        <Alert color="yellow" variant="light">
          {t('mfa.profile.fewCodes')}
        </Alert>
      )}
      {required && (
        <Text size="sm" c="dimmed">
          {t('mfa.profile.requiredNote')}
        </Text>
      )}
      <Group gap="xs">
        <Button variant="default" onClick={() => onProve('regenerate')}>
          {t('mfa.profile.regenerate')}
        </Button>
        {!required && (
          <Button color="red" variant="light" onClick={() => onProve('disable')}>
            {t('mfa.profile.disable')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MfaSetup } from '@contract/mfa';
import { ApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { mfaStatusQuery } from '../api/mfa.queries';
import { ColoredBadge } from './member-badges';
import { TwoFactorNewCodes } from './two-factor-new-codes';
import { TwoFactorOff } from './two-factor-off';
import { TwoFactorOn } from './two-factor-on';
import { TwoFactorProofModal, type ProofAction } from './two-factor-proof-modal';
import { TwoFactorSetup } from './two-factor-setup';

/**
 * [ours] Two-factor sign-in on /profile (issue 12): set up with an authenticator app (QR code or
 * the secret typed in), confirm with a code, keep the recovery codes shown once; later, new
 * recovery codes or turning it off, each with the password or a current code. This frame picks
 * the state; each state is its own component.
 */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const status = useQuery(mfaStatusQuery());
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [proofFor, setProofFor] = useState<ProofAction | null>(null);

  // The reference server has no two-factor sign-in (404): then the card has nothing to offer.
  if (status.error instanceof ApiError && status.error.status === 404) return null;

  let body;
  if (status.isPending) {
    body = (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('mfa.profile.loading')}</Text>
      </Group>
    );
  } else if (status.isError) {
    body = (
      <Alert color="red" variant="light" title={t('mfa.profile.loadFailed')}>
        <Button size="compact-sm" variant="light" mt="xs" onClick={() => void status.refetch()}>
          {t('mfa.profile.retry')}
        </Button>
      </Alert>
    );
  } else if (codes) {
    body = <TwoFactorNewCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (setup) {
    body = (
      <TwoFactorSetup
        setup={setup}
        onCancel={() => setSetup(null)}
        onConfirmed={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
          notifySuccess(t('mfa.profile.enabled'));
        }}
      />
    );
  } else if (status.data.enabled) {
    body = <TwoFactorOn status={status.data} onProve={setProofFor} />;
  } else {
    body = <TwoFactorOff isRequired={status.data.required} onStarted={setSetup} />;
  }

  const isEnabled = status.data?.enabled ?? false;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="profile-mfa">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="profile-mfa">
          {t('mfa.profile.title')}
        </Title>
        {status.data && (
          <ColoredBadge
            color={isEnabled ? 'green' : 'gray'}
            label={isEnabled ? t('mfa.profile.on') : t('mfa.profile.off')}
          />
        )}
      </Group>
      {body}
      <TwoFactorProofModal
        action={proofFor}
        onClose={() => setProofFor(null)}
        onDone={(recoveryCodes) => {
          if (proofFor === 'disable') notifySuccess(t('mfa.profile.disabled'));
          else notifySuccess(t('mfa.profile.regenerated'));
          setProofFor(null);
          if (recoveryCodes) setCodes(recoveryCodes);
        }}
      />
    </Paper>
  );
}

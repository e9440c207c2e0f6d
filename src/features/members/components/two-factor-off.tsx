import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MfaSetup } from '@contract/mfa';
import { FormFailure } from '@/components/form/form-failure';
import { toFormFailure, type FormFailureReason } from '@/lib/forms';
import { useMfaMutations } from '../api/mfa.queries';

interface TwoFactorOffProps {
  /** The member's role requires it: said, since sign-in will ask for the set-up anyway. */
  isRequired: boolean;
  /** The server made a new secret: the card shows it to scan. */
  onStarted: (setup: MfaSetup) => void;
}

/** The Two-factor card while it is off: what it is, and Set up. */
export function TwoFactorOff({ isRequired, onStarted }: TwoFactorOffProps) {
  const { t } = useTranslation();
  const { setup } = useMfaMutations();
  const [failure, setFailure] = useState<FormFailureReason | null>(null);

  const start = async () => {
    setFailure(null);
    try {
      onStarted(await setup.mutateAsync());
    } catch (error) {
      setFailure(toFormFailure(error));
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('mfa.profile.offIntro')}</Text>
      {isRequired && (
        <Alert color="yellow" variant="light">
          {t('mfa.profile.requiredOff')}
        </Alert>
      )}
      <FormFailure failure={failure} />
      <Group>
        <Button onClick={() => void start()} loading={setup.isPending}>
          {t('mfa.profile.setUp')}
        </Button>
      </Group>
    </Stack>
  );
}

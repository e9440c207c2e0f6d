import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecoveryCodes } from '@/components/mfa/recovery-codes';

/** The Two-factor card once codes were made (set-up or new ones): shown once, until saved. */
export function TwoFactorNewCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('mfa.profile.codesIntro')}</Text>
      <RecoveryCodes codes={codes} />
      <Group>
        <Button onClick={onDone}>{t('mfa.profile.codesDone')}</Button>
      </Group>
    </Stack>
  );
}

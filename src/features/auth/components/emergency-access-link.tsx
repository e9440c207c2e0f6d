import { Button, Divider, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** [ours] Issue 25: beside Log in on a label's way in, for a responder without an account. */
export function EmergencyAccessLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" mt="md" px={{ base: 0, sm: 'md' }}>
      <Divider label={t('emergencyAccess.login.or')} labelPosition="center" />
      <Text size="sm" ta="center">
        {t('emergencyAccess.login.noAccount')}
      </Text>
      <Button component={Link} to={to} variant="outline" color="red" fullWidth>
        {t('emergencyAccess.login.button')}
      </Button>
    </Stack>
  );
}

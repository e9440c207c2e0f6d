import { Button, Divider, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { uuidSchema } from '@contract/common';
import { paths } from '@contract/paths';
import { safeRedirectTarget } from '@/lib/auth-guards';

/**
 * [ours] Issue 25: sent to the login from a label (`?redirect=/patients/<id>`), a responder
 * without an account may ask for emergency access to that one patient instead: its address, or
 * null for any other way in. The SPA's login page and the server's render both ask it.
 */
export function emergencyAccessTarget(redirect: string | null): string | null {
  const labelId = /^\/patients\/([^/?#]+)$/.exec(safeRedirectTarget(redirect) ?? '')?.[1];
  return labelId && uuidSchema.safeParse(labelId).success
    ? paths.patientEmergency.href(labelId)
    : null;
}

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

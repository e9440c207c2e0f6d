import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';

interface RegisterCompleteProps {
  /** A verify link was mailed (every licence sign-up; an invitee who changed the address). */
  needsVerification: boolean;
  /** An admin still has to accept the account (licence sign-ups). */
  needsApproval: boolean;
}

/** Registration step 3: what happens next, by e-mail, or nothing when the account is active. */
export function RegisterComplete({ needsVerification, needsApproval }: RegisterCompleteProps) {
  const { t } = useTranslation();
  const isActive = !needsVerification && !needsApproval;
  return (
    <Stack gap="md" role="status">
      <Text component="h2" fz="h3" fw={700}>
        {t('register.complete.title')}
      </Text>
      {needsVerification && <Text>{t('register.complete.verify')}</Text>}
      {needsApproval && <Text>{t('register.complete.acceptance')}</Text>}
      {isActive && <Text>{t('register.complete.ready')}</Text>}
      <Button component={Link} to={paths.login.href()} variant={isActive ? 'filled' : 'light'}>
        {t('register.complete.logIn')}
      </Button>
    </Stack>
  );
}

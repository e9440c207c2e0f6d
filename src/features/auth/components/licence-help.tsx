import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { useContactAddresses } from '../api/accounts.queries';

/** A sentence that names an address, the address a mail link (`<email>` in the translation). */
function SentenceWithAddress({
  i18nKey,
  email,
}: {
  i18nKey: 'contact' | 'volunteer';
  email: string;
}) {
  return (
    <Text size="sm">
      <Trans
        i18nKey={`register.licence.notFound.${i18nKey}`}
        values={{ email }}
        // The panel's own text colour, underlined: the primary red lacks contrast on its blue.
        components={{
          email: <Anchor href={`mailto:${email}`} c="inherit" underline="always" fw={600} />,
        }}
      />
    </Text>
  );
}

/**
 * The 'License not found?' panel (SPEC §2): check the number, then whom to write to. The
 * addresses are the server's (CONTACT_EMAIL, VOLUNTEER_EMAIL); a sentence whose address is not
 * configured, or not known yet, is left out rather than pointing nowhere.
 */
export function LicenceHelp() {
  const { t } = useTranslation();
  const { data } = useContactAddresses();
  return (
    <Alert color="blue" variant="light" title={t('register.licence.notFound.title')}>
      <Stack gap={4}>
        <Text size="sm">{t('register.licence.notFound.check')}</Text>
        {data?.contactEmail && <SentenceWithAddress i18nKey="contact" email={data.contactEmail} />}
        {data?.volunteerEmail && (
          <SentenceWithAddress i18nKey="volunteer" email={data.volunteerEmail} />
        )}
      </Stack>
    </Alert>
  );
}

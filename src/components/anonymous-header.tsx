import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';
import { LanguagePicker } from './language-picker/language-picker';
import { Logo } from './logo';

/** Visitors' header: both links lead to /login, as in the product's design; [ours] the language picker. */
export function AnonymousHeader() {
  const { t } = useTranslation();
  return (
    <Group component="header" justify="space-between" px="md" py="sm" wrap="nowrap">
      <Anchor component={Link} to="/" underline="never" c="inherit">
        <Group gap="xs" wrap="nowrap">
          <Logo size={32} isDecorative />
          <Text fw={700} size="lg">
            {t('common.appName')}
          </Text>
        </Group>
      </Anchor>
      <Group gap="md" wrap="nowrap">
        <Anchor component={Link} to={paths.login.href()}>
          {t('common.logIn')}
        </Anchor>
        <Anchor component={Link} to={paths.login.href()}>
          {t('common.signUp')}
        </Anchor>
        <LanguagePicker />
      </Group>
    </Group>
  );
}

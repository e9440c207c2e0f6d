import { Box, Flex, Paper, Stack, Text, Title, useMatches } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AnonymousHeader } from './anonymous-header';
import { Logo } from './logo';

/** Visitors' pages: a banner (logo 60 below `sm`, 100 above) beside the form area. */
export function AuthLayout() {
  const { t } = useTranslation();
  const logoSize = useMatches({ base: 60, sm: 100 });
  return (
    <Box mih="100dvh">
      <AnonymousHeader />
      <Flex
        component="main"
        direction={{ base: 'column', sm: 'row' }}
        gap="xl"
        p="md"
        align="stretch"
      >
        <Paper
          component="section"
          aria-labelledby="auth-banner-title"
          p="xl"
          radius="md"
          bg="var(--mantine-primary-color-light)"
          flex={{ base: 'none', sm: 1 }}
        >
          <Stack align="center" justify="center" h="100%" gap="sm" ta="center">
            <Logo size={logoSize} />
            <Title order={2} id="auth-banner-title">
              {t('common.appName')}
            </Title>
            <Text>{t('auth.layout.description')}</Text>
          </Stack>
        </Paper>
        <Box flex={{ base: 'none', sm: 1 }} maw={{ sm: 480 }} w="100%">
          <Outlet />
        </Box>
      </Flex>
    </Box>
  );
}

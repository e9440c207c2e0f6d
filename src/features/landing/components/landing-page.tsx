import {
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';
import { AnonymousHeader } from '@/components/anonymous-header';

/** The public front page: product, who it is for, and the two ways in. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh">
      <AnonymousHeader />
      <Container component="main" size="lg" py="xl">
        <Stack gap="xl">
          <Stack gap="sm" align="flex-start">
            <Title order={1}>{t('common.appName')}</Title>
            <Text size="xl">{t('landing.hero.tagline')}</Text>
            <Group gap="sm">
              <Button component={Link} to={paths.register.href()} size="md">
                {t('landing.hero.signUp')}
              </Button>
              <Button component={Link} to={paths.login.href()} size="md" variant="outline">
                {t('landing.hero.logIn')}
              </Button>
            </Group>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Paper withBorder p="lg" component="section" aria-labelledby="landing-first-responders">
              <Title order={2} size="h3" id="landing-first-responders" mb="sm">
                {t('landing.firstResponders.title')}
              </Title>
              <Text>{t('landing.firstResponders.body')}</Text>
            </Paper>
            <Box p="lg" component="section" aria-labelledby="landing-benefits">
              <Title order={2} size="h3" id="landing-benefits" mb="sm">
                {t('landing.benefits.title')}
              </Title>
              <Text>{t('landing.benefits.body')}</Text>
            </Box>
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}

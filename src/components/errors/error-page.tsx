import type { ReactNode } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';

interface ErrorPageProps {
  title: string;
  message: string;
  children?: ReactNode;
}

/** The frame of the not-found, forbidden and error pages, with the way back to the dashboard. */
export function ErrorPage({ title, message, children }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <Container component="main" size="sm" py="xl">
      <Stack align="flex-start" gap="md">
        <Title order={1}>{title}</Title>
        <Text>{message}</Text>
        {children}
        <Button component={Link} to={paths.dashboard.href()}>
          {t('common.goToDashboard')}
        </Button>
      </Stack>
    </Container>
  );
}

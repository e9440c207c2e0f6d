import type { ReactNode } from 'react';
import { Card, Stack, Text, Title, type StackProps } from '@mantine/core';

interface DashboardCardProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: string;
  /** A dimmed line under the heading. */
  description?: string;
  align?: StackProps['align'];
  children: ReactNode;
}

/** One card of the start page: a bordered section named by its heading. */
export function DashboardCard({ id, title, description, align, children }: DashboardCardProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm" align={align}>
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {description !== undefined && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}

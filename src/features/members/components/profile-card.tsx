import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

interface ProfileCardProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One card of the profile page: a bordered section named by its heading. */
export function ProfileCard({ id, title, children }: ProfileCardProps) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

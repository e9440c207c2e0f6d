import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

export interface ContactLine {
  key: string;
  label: string;
  value: ReactNode;
}

interface ContactBlockProps {
  id: string;
  title: string;
  lines: readonly ContactLine[];
}

/** A titled group of labelled values (emergency contact, hospital, physician). */
export function ContactBlock({ id, title, lines }: ContactBlockProps) {
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title order={2} id={id} size="h3">
        {title}
      </Title>
      <Stack component="dl" gap="xs" m={0}>
        {lines.map((line) => (
          <div key={line.key}>
            <Text component="dt" size="sm" c="dimmed">
              {line.label}
            </Text>
            <Text component="dd" m={0} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {line.value}
            </Text>
          </div>
        ))}
      </Stack>
    </Stack>
  );
}

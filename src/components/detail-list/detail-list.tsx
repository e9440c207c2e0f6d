import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from '@mantine/core';

export interface DetailItem {
  key: string;
  label: string;
  value: ReactNode;
}

/** A record's fields as a description list: label above value, two columns from `sm` up. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
      {items.map((item) => (
        <Box key={item.key}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

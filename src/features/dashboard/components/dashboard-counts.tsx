import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface DashboardCount {
  key: string;
  label: string;
  /** Unknown while it loads, or when the server gave no figure: shows as a dash. */
  value: number | undefined;
  /** Where the figure's list is, with the link's text. */
  link?: { to: string; label: string };
}

interface DashboardCountsProps {
  counts: readonly DashboardCount[];
}

/** [ours] Issue 22: the figures a role acts on (pending members, labels printed this week). */
export function DashboardCounts({ counts }: DashboardCountsProps) {
  if (counts.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {counts.map((count) => (
        <Card
          key={count.key}
          withBorder
          padding="md"
          component="section"
          aria-labelledby={`count-${count.key}`}
        >
          <Text id={`count-${count.key}`} size="sm" c="dimmed">
            {count.label}
          </Text>
          <Text fz={32} fw={700} lh={1.2}>
            {count.value ?? '–'}
          </Text>
          {count.link && (
            <Anchor component={Link} to={count.link.to} size="sm" className="touch-target">
              {count.link.label}
            </Anchor>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

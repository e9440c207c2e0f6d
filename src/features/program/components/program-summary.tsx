import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgramFigure, ProgramFigures } from '@contract/program';

/** The range's totals: each count summed, and the stocks (patients on record, records overdue) at its end. */
const summaryFigures: readonly ProgramFigure[] = [
  'patientsTotal',
  'patientsEnrolled',
  'labelsPrinted',
  'labelsRegistered',
  'labelScans',
  'newMembers',
  'recordsVerified',
  'recordsOverdue',
];

/** Counted at the period's end rather than over it. */
const stocks: readonly ProgramFigure[] = ['patientsTotal', 'recordsOverdue'];

interface ProgramSummaryProps {
  figures: ProgramFigures;
  formatNumber: (value: number) => string;
}

export function ProgramSummary({ figures, formatNumber }: ProgramSummaryProps) {
  const { t } = useTranslation();
  const total = (figure: ProgramFigure) =>
    stocks.includes(figure)
      ? (figures.points.at(-1)?.[figure] ?? 0)
      : figures.points.reduce((sum, point) => sum + (point[figure] ?? 0), 0);
  // A figure the server did not send (an older or the reference server) is left out.
  const sent = summaryFigures.filter((figure) =>
    figures.points.some((point) => point[figure] !== undefined),
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {sent.map((figure) => (
        <Paper key={figure} withBorder p="sm">
          <Text size="xs" c="dimmed">
            {t(`program.figures.${figure}`)}
          </Text>
          <Text size="xl" fw={700} data-figure={figure}>
            {formatNumber(total(figure))}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

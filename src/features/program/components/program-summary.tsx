import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgramFigure, ProgramFigures } from '@contract/program';

/** The range's totals: each count summed, and the patients on record at its end. */
const summaryFigures: readonly ProgramFigure[] = [
  'patientsTotal',
  'patientsEnrolled',
  'labelsPrinted',
  'labelsRegistered',
  'labelScans',
  'newMembers',
];

interface ProgramSummaryProps {
  figures: ProgramFigures;
  formatNumber: (value: number) => string;
}

export function ProgramSummary({ figures, formatNumber }: ProgramSummaryProps) {
  const { t } = useTranslation();
  const total = (figure: ProgramFigure) =>
    figure === 'patientsTotal'
      ? (figures.points.at(-1)?.patientsTotal ?? 0)
      : figures.points.reduce((sum, point) => sum + (point[figure] ?? 0), 0);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {summaryFigures.map((figure) => (
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

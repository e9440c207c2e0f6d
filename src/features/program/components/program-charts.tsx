import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgramFigure } from '@contract/program';

/** One chart of the page: its title, how it draws, and the figures it shows. */
interface ProgramChart {
  key: 'patients' | 'labels' | 'scans' | 'enrolments';
  kind: 'area' | 'bar';
  series: readonly { figure: ProgramFigure; color: string }[];
}

/**
 * The charts, in page order. A new figure (records verified, records overdue) is one entry
 * here, its title and series names in the locale files.
 */
export const programCharts: readonly ProgramChart[] = [
  { key: 'patients', kind: 'area', series: [{ figure: 'patientsTotal', color: 'teal.6' }] },
  {
    key: 'labels',
    kind: 'bar',
    series: [
      { figure: 'labelsPrinted', color: 'blue.6' },
      { figure: 'labelsRegistered', color: 'grape.6' },
    ],
  },
  { key: 'scans', kind: 'bar', series: [{ figure: 'labelScans', color: 'red.6' }] },
  {
    key: 'enrolments',
    kind: 'bar',
    series: [
      { figure: 'patientsEnrolled', color: 'teal.6' },
      { figure: 'newMembers', color: 'orange.6' },
    ],
  },
];

export type ChartRow = { period: string } & Partial<Record<ProgramFigure, number>>;

interface ProgramChartsProps {
  rows: readonly ChartRow[];
  formatNumber: (value: number) => string;
}

/**
 * The figures drawn with Mantine's charts (recharts underneath). Only the Program route loads
 * this module, so no other page downloads the charts (bench/route-budget.test.ts).
 */
export function ProgramCharts({ rows, formatNumber }: ProgramChartsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {programCharts.map((chart) => {
        const series = chart.series.map(({ figure, color }) => ({
          name: figure,
          color,
          label: t(`program.figures.${figure}`),
        }));
        const common = {
          h: 240,
          data: [...rows],
          dataKey: 'period',
          series,
          valueFormatter: formatNumber,
          withLegend: series.length > 1,
          tickLine: 'y' as const,
          yAxisProps: { allowDecimals: false, width: 48 },
        };
        return (
          <Paper
            key={chart.key}
            withBorder
            p="md"
            component="section"
            aria-labelledby={`program-chart-${chart.key}`}
          >
            <Title order={2} size="h4" mb="sm" id={`program-chart-${chart.key}`}>
              {t(`program.charts.${chart.key}`)}
            </Title>
            {chart.kind === 'area' ? (
              <AreaChart {...common} curveType="monotone" withDots={false} />
            ) : (
              <BarChart {...common} />
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

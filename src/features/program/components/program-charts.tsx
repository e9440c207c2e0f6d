import '@mantine/charts/styles.css';
import { AreaChart, BarChart, CompositeChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgramFigure } from '@contract/program';

/** One chart of the page: its title, how it draws, and the figures it shows. */
interface ProgramChart {
  key: 'patients' | 'labels' | 'scans' | 'enrolments' | 'verification';
  /** Composite: each series drawn as its `type` says (a count as bars, a stock as a line). */
  kind: 'area' | 'bar' | 'composite';
  series: readonly { figure: ProgramFigure; color: string; type?: 'bar' | 'line' }[];
  /** A note under the title, where the figure needs one to be read right. */
  note?: 'program.notes.verification';
}

/**
 * The charts, in page order. A new figure is one entry here, its title and series names in
 * the locale files. A chart none of whose figures the server sent (an older or the reference
 * server) is left out.
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
  {
    key: 'verification',
    kind: 'composite',
    note: 'program.notes.verification',
    series: [
      { figure: 'recordsVerified', color: 'indigo.6', type: 'bar' },
      { figure: 'recordsOverdue', color: 'red.7', type: 'line' },
    ],
  },
];

/** The charts the rows have figures for. */
export const chartsFor = (rows: readonly ChartRow[]) =>
  programCharts.filter((chart) =>
    chart.series.some(({ figure }) => rows.some((row) => row[figure] !== undefined)),
  );

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
      {chartsFor(rows).map((chart) => {
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
            {chart.note && (
              <Text size="sm" c="dimmed" mb="sm">
                {t(chart.note)}
              </Text>
            )}
            {chart.kind === 'area' && (
              <AreaChart {...common} curveType="monotone" withDots={false} />
            )}
            {chart.kind === 'bar' && <BarChart {...common} />}
            {chart.kind === 'composite' && (
              <CompositeChart
                {...common}
                series={series.map((each, i) => ({
                  ...each,
                  type: chart.series[i]?.type ?? 'bar',
                }))}
                curveType="monotone"
                withDots={false}
              />
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

import { Box, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { programFigureValues, type ProgramInterval } from '@contract/program';
import type { ChartRow } from './program-charts';

interface ProgramTableProps {
  rows: readonly ChartRow[];
  interval: ProgramInterval;
  formatNumber: (value: number) => string;
}

/** The charts' numbers as a table: readable without the pictures, and by a screen reader. */
export function ProgramTable({ rows, interval, formatNumber }: ProgramTableProps) {
  const { t } = useTranslation();
  // The figures the server sent: an older or the reference server has no verification figures.
  const figures = programFigureValues.filter((figure) =>
    rows.some((row) => row[figure] !== undefined),
  );
  return (
    // Scrolls sideways on a phone: focusable and named, so the keyboard can scroll it too.
    <Box
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={t('program.table.caption')}
    >
      <Table striped withTableBorder miw={800}>
        <Table.Caption>{t('program.table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t(`program.table.period.${interval}`)}</Table.Th>
            {figures.map((figure) => (
              <Table.Th key={figure} scope="col" ta="right">
                {t(`program.figures.${figure}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.period}>
              <Table.Th scope="row" fw={400}>
                {row.period}
              </Table.Th>
              {figures.map((figure) => (
                <Table.Td key={figure} ta="right">
                  {formatNumber(row[figure] ?? 0)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

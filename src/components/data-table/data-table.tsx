import type { KeyboardEvent, ReactNode } from 'react';
import { Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../query-state/query-state';
import { DataCards } from './data-cards';
import { RowMenu, type RowAction } from './row-menu';
import { useIsPhone } from './use-is-phone';

export type { RowAction } from './row-menu';

export interface DataTableColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /**
   * The cell is a link of its own (to the row's page): a phone's card heads with it as it is,
   * not inside the button that opens the row (a link in a button is not reachable as either).
   */
  isLink?: boolean;
}

interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  /** The first column is the row's primary field: it heads the row's card on a phone. */
  columns: readonly DataTableColumn<T>[];
  /** Undefined while nothing has loaded yet. */
  rows: readonly T[] | undefined;
  getRowKey: (row: T) => string;
  /** Names a row for assistive technology, e.g. in its menu button's label. */
  getRowLabel: (row: T) => string;
  isLoading?: boolean;
  /** When set, the table is replaced by this message and a Retry button. */
  errorMessage?: string | null;
  onRetry?: () => void;
  emptyMessage: string;
  onRowClick?: (row: T) => void;
  /** Entries of each row's menu; no menu column when absent. */
  rowActions?: (row: T) => RowAction[];
  skeletonRows?: number;
}

/** What the table and the card layout both draw from. */
export type DataTableViewProps<T> = Omit<
  DataTableProps<T>,
  'errorMessage' | 'onRetry' | 'isLoading' | 'skeletonRows'
> & { isLoading: boolean; skeletonRows: number };

/**
 * A list with loading, empty and error states, rows that open, and a per-row menu. From `sm` up
 * it is a table; below, a list of cards, so a phone never scrolls sideways. Only one of the two
 * is rendered, so assistive technology meets each row once.
 */
export function DataTable<T>({
  errorMessage,
  onRetry,
  isLoading = false,
  skeletonRows = 5,
  ...props
}: DataTableProps<T>) {
  const isPhone = useIsPhone();
  if (errorMessage) return <QueryFailure message={errorMessage} onRetry={onRetry} />;
  const View = isPhone ? DataCards : RowsTable;
  return <View {...props} isLoading={isLoading} skeletonRows={skeletonRows} />;
}

function RowsTable<T>({
  label,
  columns,
  rows,
  getRowKey,
  getRowLabel,
  isLoading,
  emptyMessage,
  onRowClick,
  rowActions,
  skeletonRows,
}: DataTableViewProps<T>) {
  const { t } = useTranslation();
  const columnCount = columns.length + (rowActions ? 1 : 0);

  const handleKeyDown = (row: T) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick?.(row);
  };

  const body = () => {
    if (rows === undefined) {
      if (!isLoading) return null;
      return Array.from({ length: skeletonRows }, (_, index) => (
        <Table.Tr key={index} aria-hidden>
          {Array.from({ length: columnCount }, (__, cell) => (
            <Table.Td key={cell}>
              <Skeleton height={12} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ));
    }
    if (rows.length === 0) {
      return (
        <Table.Tr>
          <Table.Td colSpan={columnCount}>
            <Text c="dimmed" ta="center" py="md">
              {emptyMessage}
            </Text>
          </Table.Td>
        </Table.Tr>
      );
    }
    return rows.map((row) => (
      <Table.Tr
        key={getRowKey(row)}
        tabIndex={onRowClick ? 0 : undefined}
        style={onRowClick ? { cursor: 'pointer' } : undefined}
        onClick={onRowClick ? () => onRowClick(row) : undefined}
        onKeyDown={onRowClick ? handleKeyDown(row) : undefined}
      >
        {columns.map((column) => (
          <Table.Td key={column.key}>{column.render(row)}</Table.Td>
        ))}
        {rowActions && (
          <Table.Td w={48}>
            <RowMenu label={getRowLabel(row)} actions={rowActions(row)} />
          </Table.Td>
        )}
      </Table.Tr>
    ));
  };

  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={label} aria-busy={isLoading} highlightOnHover={Boolean(onRowClick)}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key}>{column.header}</Table.Th>
            ))}
            {rowActions && (
              <Table.Th w={48}>
                <VisuallyHidden>{t('common.table.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body()}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

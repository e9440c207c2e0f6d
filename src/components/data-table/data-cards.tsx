import { Fragment, type ReactNode } from 'react';
import { Anchor, Box, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { RowMenu } from './row-menu';
import type { DataTableViewProps } from './data-table';

/** A value worth a line of its own: empty cells are left off a card. */
const hasContent = (value: ReactNode) => value !== '' && value !== null && value !== undefined;

/**
 * The phone layout of DataTable: one card per row in a list named like the table. The first
 * column heads the card (a button that opens the row, when rows open, unless the column is a
 * link of its own), the others follow with
 * their column header as label, and the row menu sits beside the heading.
 */
export function DataCards<T>({
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
  const [primary, ...others] = columns;

  const body = () => {
    if (rows === undefined) {
      if (!isLoading) return null;
      return Array.from({ length: skeletonRows }, (_, index) => (
        <Paper component="li" key={index} withBorder p="sm" aria-hidden>
          <Skeleton height={14} width="60%" radius="sm" mb="xs" />
          <Skeleton height={10} radius="sm" />
        </Paper>
      ));
    }
    if (rows.length === 0) {
      return (
        <Text component="li" c="dimmed" ta="center" py="md">
          {emptyMessage}
        </Text>
      );
    }
    return rows.map((row) => {
      const title = primary?.render(row);
      const open = onRowClick ? () => onRowClick(row) : undefined;
      const fields = others
        .map((column) => ({ column, value: column.render(row) }))
        .filter(({ value }) => hasContent(value));
      return (
        <Paper
          component="li"
          key={getRowKey(row)}
          withBorder
          p="sm"
          onClick={open}
          style={open ? { cursor: 'pointer' } : undefined}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Box miw={0} style={{ overflowWrap: 'anywhere' }}>
              {open && !primary?.isLink ? (
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  ta="start"
                  onClick={(event) => {
                    event.stopPropagation();
                    open();
                  }}
                >
                  {title}
                </Anchor>
              ) : (
                <Text fw={600}>{title}</Text>
              )}
            </Box>
            {rowActions && <RowMenu label={getRowLabel(row)} actions={rowActions(row)} />}
          </Group>
          {fields.length > 0 && (
            // Labels in one column, values in the next, so the values line up; a long label
            // ('Адрес электронной почты') wraps at 40% rather than squeeze the values.
            <Box
              component="dl"
              m={0}
              mt={4}
              style={{
                display: 'grid',
                gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
                columnGap: 'var(--mantine-spacing-xs)',
              }}
            >
              {fields.map(({ column, value }) => (
                <Fragment key={column.key}>
                  <Text component="dt" size="sm" c="dimmed">
                    {column.header}
                  </Text>
                  <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </Text>
                </Fragment>
              ))}
            </Box>
          )}
        </Paper>
      );
    });
  };

  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      aria-label={label}
      aria-busy={isLoading}
      style={{ listStyle: 'none' }}
    >
      {body()}
    </Stack>
  );
}

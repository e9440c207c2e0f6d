import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: string;
  name: string;
  email: string;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', render: (row) => row.name },
  { key: 'email', header: 'Email', render: (row) => row.email },
];
const rows: Row[] = [
  { id: '1', name: 'Ann Lee', email: 'ann@example.org' },
  { id: '2', name: 'Bo Chan', email: 'bo@example.org' },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return renderWithProviders(
    <DataTable<Row>
      label="People"
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      getRowLabel={(row) => row.name}
      emptyMessage="No people found."
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('shows a header and one row per item', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'People' });
    const [header, ...body] = within(table).getAllByRole('row');
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'Email']);
    expect(body.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Ann Lee',
      'Bo Chan',
    ]);
  });

  it('shows skeleton rows, marked busy, while nothing has loaded', () => {
    renderTable({ rows: undefined, isLoading: true, skeletonRows: 3 });
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(4);
    expect(screen.queryByText('No people found.')).not.toBeInTheDocument();
  });

  it('says so when the list is empty', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No people found.')).toBeInTheDocument();
  });

  it('shows the error message with a Retry button instead of the table', async () => {
    const onRetry = vi.fn();
    const { user } = renderTable({ errorMessage: 'Failed to fetch people.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch people.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('opens a row by click and by Enter on the focused row', async () => {
    const onRowClick = vi.fn();
    const { user } = renderTable({ onRowClick });
    await user.tab();
    expect(screen.getByText('Ann Lee').closest('tr')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    await user.click(screen.getByText('Bo Chan'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('has a labelled menu per row whose items act without opening the row', async () => {
    const onRowClick = vi.fn();
    const onDelete = vi.fn();
    const { user } = renderTable({
      onRowClick,
      rowActions: (row) => [
        { key: 'view', label: 'View', onClick: () => undefined },
        { key: 'delete', label: 'Delete', isDanger: true, onClick: () => void onDelete(row.id) },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Actions for Bo Chan' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('2');
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('leaves out the entries a caller hides', async () => {
    const { user } = renderTable({
      rowActions: (row) => [
        { key: 'view', label: 'View', onClick: () => undefined },
        { key: 'edit', label: 'Edit', onClick: () => undefined, isShown: row.id === '2' },
        { key: 'delete', label: 'Delete', onClick: () => undefined, isShown: false },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Actions for Bo Chan' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Edit']);
  });
});

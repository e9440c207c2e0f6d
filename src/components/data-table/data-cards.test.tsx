import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emailOr, phoneOr } from '@/components/contact-link/contact-link';
import { renderWithProviders } from '@/testing/render';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', render: (row) => row.name },
  { key: 'email', header: 'Email', render: (row) => emailOr(row.email) },
  { key: 'phone', header: 'Phone', render: (row) => phoneOr(row.phone) },
];
const rows: Row[] = [
  { id: '1', name: 'Ann Lee', email: 'ann@example.org', phone: '(415) 555-0100' },
  { id: '2', name: 'Bo Chan', email: null, phone: '(415) 555-0199' },
];

/** A viewport below `sm`: only the phone query (`not all and (min-width: …)`) matches. */
function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query.startsWith('not all and (min-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function renderCards(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
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

const cards = () => within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');

describe('DataTable below the sm breakpoint', () => {
  beforeEach(onPhone);

  it('shows each row as a card in a list, with no table', () => {
    renderCards();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    expect(cards()[0]).toHaveTextContent(/^Ann Lee/);
    expect(cards()[1]).toHaveTextContent(/^Bo Chan/);
  });

  it('labels every other field with its column header and leaves empty ones off', () => {
    renderCards();
    const [ann, bo] = cards() as [HTMLElement, HTMLElement];
    const pairs = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs(ann)).toEqual([
      ['Email', 'ann@example.org'],
      ['Phone', '(415) 555-0100'],
    ]);
    expect(pairs(bo)).toEqual([['Phone', '(415) 555-0199']]);
    expect(within(ann).getByRole('link', { name: '(415) 555-0100' })).toHaveAttribute(
      'href',
      'tel:4155550100',
    );
  });

  it('opens a row from its heading button, by Enter as well as by a tap on the card', async () => {
    const onRowClick = vi.fn();
    const { user } = renderCards({ onRowClick });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ann Lee' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    await user.click(within(cards()[1] as HTMLElement).getByText('Phone'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('keeps a contact link from opening the row', async () => {
    const onRowClick = vi.fn();
    const { user } = renderCards({ onRowClick });
    const link = screen.getByRole('link', { name: 'ann@example.org' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('shows the row menu on every card, next in tab order after the heading', async () => {
    const onRowClick = vi.fn();
    const onDelete = vi.fn();
    const { user } = renderCards({
      onRowClick,
      rowActions: (row) => [
        { key: 'view', label: 'View', onClick: () => undefined },
        { key: 'delete', label: 'Delete', isDanger: true, onClick: () => void onDelete(row.id) },
      ],
    });
    const [ann, bo] = cards() as [HTMLElement, HTMLElement];
    expect(within(bo).getByRole('button', { name: 'Actions for Bo Chan' })).toBeVisible();
    await user.tab();
    expect(within(ann).getByRole('button', { name: 'Ann Lee' })).toHaveFocus();
    await user.tab();
    expect(within(ann).getByRole('button', { name: 'Actions for Ann Lee' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('1');
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('names rows without a page as plain text, not a button', () => {
    renderCards();
    expect(screen.queryByRole('button', { name: 'Ann Lee' })).not.toBeInTheDocument();
    expect(within(cards()[0] as HTMLElement).getByText('Ann Lee')).toBeInTheDocument();
  });

  it('marks the list busy with hidden placeholder cards while nothing has loaded', () => {
    renderCards({ rows: undefined, isLoading: true, skeletonRows: 3 });
    const list = screen.getByRole('list', { name: 'People' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(list).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
  });

  it('heads a card with a link column as it is, never inside the button that opens the row', async () => {
    const onRowClick = vi.fn();
    const { user } = renderCards({
      onRowClick,
      columns: [
        {
          key: 'name',
          header: 'Name',
          isLink: true,
          render: (row) => <a href={`/people/${row.id}`}>{row.name}</a>,
        },
        ...columns.slice(1),
      ],
    });
    const link = screen.getByRole('link', { name: 'Ann Lee' });
    expect(link.closest('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ann Lee' })).not.toBeInTheDocument();
    // The rest of the card still opens the row.
    await user.click(within(cards()[0]!).getByText('Phone'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
  });

  it('says so when the list is empty', () => {
    renderCards({ rows: [] });
    expect(screen.getByRole('list', { name: 'People' })).toHaveTextContent('No people found.');
  });
});

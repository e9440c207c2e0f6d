import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ListPagination } from './list-pagination';

describe('ListPagination', () => {
  it.each([0, 1])('is hidden when there are %i pages', (total) => {
    renderWithProviders(<ListPagination total={total} value={1} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows the pages, marks the current one and reports the chosen page', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <ListPagination total={3} value={2} onChange={onChange} />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});

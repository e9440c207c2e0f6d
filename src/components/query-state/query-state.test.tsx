import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { RecordReadError } from './query-state';

describe('RecordReadError', () => {
  it("says a missing record does not exist, with a link back to the resource's list", () => {
    const query = { error: new ApiError(404, 'Not Found'), refetch: vi.fn() };
    renderWithProviders(<RecordReadError query={query} resource="physicians" />);
    expect(screen.getByRole('alert')).toHaveTextContent('This physician does not exist.');
    expect(screen.getByRole('link', { name: 'Back to Physicians' })).toHaveAttribute(
      'href',
      '/physicians',
    );
  });

  it("shows the resource's fetch failure with a Retry that reads again", async () => {
    const query = { error: new ApiError(500, 'Internal Server Error'), refetch: vi.fn() };
    const { user } = renderWithProviders(<RecordReadError query={query} resource="hospitals" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch hospital.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('offers no Retry for a read the role may not make', () => {
    const query = { error: new ApiError(403, 'Forbidden'), refetch: vi.fn() };
    renderWithProviders(<RecordReadError query={query} resource="hospitals" />);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to this');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SEARCH_DEBOUNCE_MS } from '@/lib/ui-constants';
import { SearchBox } from './search-box';

function Harness({ onSearch }: { onSearch: (term: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchBox
        label="Search physicians"
        value={value}
        onSearch={(term) => {
          setValue(term);
          onSearch(term);
        }}
      />
      <button type="button" onClick={() => setValue('from elsewhere')}>
        Set elsewhere
      </button>
    </>
  );
}

describe('SearchBox', () => {
  it('reports the trimmed text once, 500 ms after the last keystroke', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithProviders(<Harness onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search physicians' }), ' ann ');
    const typedAt = Date.now();
    expect(onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearch).toHaveBeenCalled(), { timeout: 2000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 50);
    expect(onSearch.mock.calls).toEqual([['ann']]);
  });

  it('clears the text and reports an empty search at once', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithProviders(<Harness onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search physicians' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(box, 'jo');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch.mock.calls).toEqual([['']]);
    expect(box).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
    expect(onSearch.mock.calls).toEqual([['']]);
  });

  it('follows a search changed elsewhere, e.g. by going back in history', async () => {
    const { user } = renderWithProviders(<Harness onSearch={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Set elsewhere' }));
    expect(screen.getByRole('searchbox', { name: 'Search physicians' })).toHaveValue(
      'from elsewhere',
    );
  });
});

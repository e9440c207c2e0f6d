import { describe, expect, it } from 'vitest';
import { readListParams } from './list-params';

describe('list params', () => {
  it('read the trimmed search and the page from the address', () => {
    expect(readListParams(new URLSearchParams('search=%20ann%20&page=3'))).toEqual({
      search: 'ann',
      page: 3,
    });
  });

  it.each(['', 'page=0', 'page=-2', 'page=1.5', 'page=abc'])(
    "start at page 1 when the page is missing or odd ('%s')",
    (query) => {
      expect(readListParams(new URLSearchParams(query))).toEqual({ search: '', page: 1 });
    },
  );
});

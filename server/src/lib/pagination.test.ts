import { describe, expect, it } from 'vitest';
import { countedRows, pageWindow, paginationLink, totalPages } from './pagination';

const base = 'http://localhost:3000/api/v1/users';
const link = (
  query: Record<string, unknown>,
  page: number,
  pages: number,
  keys = ['status', 'search', 'page', 'perPage'],
) => paginationLink({ base, query, keys, page, totalPages: pages });

describe('paginationLink', () => {
  it('reproduces the example of API.md §1.6 (10 users, page 3 of 5)', () => {
    expect(link({ page: 3, perPage: 2 }, 3, 5)).toBe(
      '<http://localhost:3000/api/v1/users?page=4&perPage=2>; rel="next",' +
        '<http://localhost:3000/api/v1/users?page=5&perPage=2>; rel="last",' +
        '<http://localhost:3000/api/v1/users?page=1&perPage=2>; rel="first",' +
        '<http://localhost:3000/api/v1/users?page=2&perPage=2>; rel="prev"',
    );
  });

  it('has only next on page 1 of 2, only prev on the last page 2, and nothing on a single page', () => {
    expect(link({}, 1, 2)).toBe('<http://localhost:3000/api/v1/users?page=2>; rel="next"');
    expect(link({ page: 2 }, 2, 2)).toBe('<http://localhost:3000/api/v1/users?page=1>; rel="prev"');
    expect(link({}, 1, 1)).toBe('');
    expect(link({}, 1, 0)).toBe('');
  });

  it('past the end: first and prev from page 3 on, only prev on page 2', () => {
    expect(link({ page: 7 }, 7, 0)).toBe(
      '<http://localhost:3000/api/v1/users?page=1>; rel="first",<http://localhost:3000/api/v1/users?page=6>; rel="prev"',
    );
    expect(link({ page: 2 }, 2, 0)).toBe('<http://localhost:3000/api/v1/users?page=1>; rel="prev"');
  });

  it('writes supplied known parameters in table order, form-encoded, and appends page when it was not supplied', () => {
    expect(link({ perPage: 10, search: 'ann lee', status: 'approved' }, 1, 3)).toBe(
      '<http://localhost:3000/api/v1/users?status=approved&search=ann+lee&perPage=10&page=2>; rel="next",' +
        '<http://localhost:3000/api/v1/users?status=approved&search=ann+lee&perPage=10&page=3>; rel="last"',
    );
  });

  it('omits unknown keys and parameters that were not supplied', () => {
    expect(link({ page: 1, other: 'x', search: undefined }, 1, 2)).toBe(
      '<http://localhost:3000/api/v1/users?page=2>; rel="next"',
    );
  });
});

describe('pageWindow and totalPages', () => {
  it('defaults to page 1 of 25 and computes the offset', () => {
    expect(pageWindow({})).toEqual({ page: 1, perPage: 25, offset: 0 });
    expect(pageWindow({ page: 3, perPage: 10 })).toEqual({ page: 3, perPage: 10, offset: 20 });
  });

  it('rounds the page count up, 0 when nothing matches', () => {
    expect(totalPages(0, 25)).toBe(0);
    expect(totalPages(10, 3)).toBe(4);
    expect(totalPages(10, 5)).toBe(2);
  });
});

describe('countedRows', () => {
  it('pairs the page of rows with the count, 0 when the count has no row', async () => {
    expect(await countedRows(Promise.resolve([{ total: 7 }]), Promise.resolve(['a', 'b']))).toEqual(
      {
        rows: ['a', 'b'],
        total: 7,
      },
    );
    expect(await countedRows(Promise.resolve([]), Promise.resolve([]))).toEqual({
      rows: [],
      total: 0,
    });
  });
});

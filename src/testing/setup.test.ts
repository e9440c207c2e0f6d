import { describe, expect, it } from 'vitest';

// The set-up file fails any test that logs console.error or makes a request no handler
// answers; `it.fails` passes only if the test it wraps did fail.
describe('test set-up guards', () => {
  it.fails('fails a test that calls console.error', () => {
    console.error('something went wrong');
  });

  it.fails('fails a test whose request no MSW handler answers', async () => {
    await fetch('/api/v1/not-mocked').catch(() => undefined);
  });

  it('lets a quiet test pass', () => {
    expect(window.env).toBeNull();
  });
});

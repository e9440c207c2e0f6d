import type { MockInstance } from 'vitest';

/** The JSON bodies the app sent with `method`, read from a spy on globalThis.fetch. */
export function sentBodies(fetchSpy: MockInstance<typeof fetch>, method: string): unknown[] {
  return fetchSpy.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    );
}

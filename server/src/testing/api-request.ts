import type { TestApp } from './test-app';

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * A caller for `/api/v1${prefix}…` with a session cookie and an optional JSON payload.
 * `testApp` is read on each call, so the app may be created later in beforeAll.
 */
export function apiRequester(testApp: () => TestApp, prefix = '') {
  return (method: ApiMethod, url: string, cookie: string, payload?: unknown) =>
    testApp().app.inject({
      method,
      url: `/api/v1${prefix}${url}`,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

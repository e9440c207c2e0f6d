import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { db } from './handlers';
import { mfaStore } from './mfa-handlers';
import { handoffStore } from './handoff-handlers';
import { server } from './server';
import { sessionStore } from './session-handlers';

// A lazy route's first load transforms its modules, which on CI's two loaded cores can take
// longer than Testing Library's default second: findBy* waits up to 5 s for what will appear.
// Nothing is weaker for it: a query that never matches still fails.
configure({ asyncUtilTimeout: 5_000 });

// What Mantine needs from a browser that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => undefined;

let consoleErrors: unknown[][] = [];

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  window.env = null;
});

afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  server.resetHandlers();
  db.reset();
  sessionStore.reset();
  mfaStore.reset();
  handoffStore.reset();
  window.localStorage.clear();
  vi.restoreAllMocks();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});

afterAll(() => {
  server.close();
});

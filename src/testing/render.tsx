import type { ReactNode } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryRouter,
  RouterProvider,
  type DataRouter,
  type InitialEntry,
} from 'react-router';
import { App, type AuthResolvedHandler } from '@/app/app';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { queryDefaults } from '@/lib/query-client';
import { createTestI18n } from './i18n';

interface RenderAppOptions {
  onAuthResolved?: AuthResolvedHandler;
  /** Wait until the start-up loader has gone (default true). */
  waitForStart?: boolean;
  /** An i18next instance with more than the English common.json (default createTestI18n()). */
  i18n?: I18n;
}

export interface RenderAppResult extends RenderResult {
  router: DataRouter;
  queryClient: QueryClient;
  user: UserEvent;
}

/**
 * The app's query defaults (lib/query-client.ts): its staleTime, so data a loader prefetched is
 * not fetched again when the page mounts, and its retry policy, so tests count real requests.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...queryDefaults,
      queries: { ...queryDefaults.queries, gcTime: Number.POSITIVE_INFINITY },
    },
  });
}

/**
 * Renders the real app (providers, start-up, the real route objects and their guards) in a
 * memory router at `entry`, with a fresh query cache. The network is MSW (see handlers.ts).
 */
export async function renderApp(
  entry: InitialEntry = '/',
  options: RenderAppOptions = {},
): Promise<RenderAppResult> {
  const queryClient = createTestQueryClient();
  const router = createAppRouter({
    queryClient,
    createRouter: (routes, routerOptions) =>
      createMemoryRouter(routes, { ...routerOptions, initialEntries: [entry] }),
  });
  const user = userEvent.setup();
  const result = render(
    // jsdom's viewport is fixed at 1024 px: with Mantine's responsive classes off, what shows
    // only below or above `sm` (the burger and drawer, the fixed sidebar) is all reachable.
    <AppProviders
      queryClient={queryClient}
      i18n={options.i18n ?? createTestI18n()}
      env="test"
      withGlobalClasses={false}
    >
      <App router={router} onAuthResolved={options.onAuthResolved} />
    </AppProviders>,
  );
  if (options.waitForStart ?? true) {
    await waitForStartup();
  }
  return { ...result, router, queryClient, user };
}

/** Resolves once the full-screen loader is gone and a page is on screen. */
export async function waitForStartup(): Promise<void> {
  await screen.findByRole('main', {}, { timeout: 5000 });
}

export function currentPath(router: DataRouter): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

export interface RenderUiResult extends RenderResult {
  router: DataRouter;
  queryClient: QueryClient;
  user: UserEvent;
}

/**
 * Renders one component with the app's providers and a memory router (so links work), for
 * tests of a shared component on its own. Pages are tested through renderApp instead.
 */
export function renderWithProviders(
  ui: ReactNode,
  {
    entry = '/',
    queryClient = createTestQueryClient(),
  }: { entry?: string; queryClient?: QueryClient } = {},
): RenderUiResult {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [entry] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders
      queryClient={queryClient}
      i18n={createTestI18n()}
      env="test"
      withGlobalClasses={false}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, user };
}

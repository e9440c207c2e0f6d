import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter, RouteObject, RouterContextProvider } from 'react-router';
import { paths } from '@contract/paths';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { RootErrorBoundary, RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { meQueryOptions } from '@/features/auth/api/auth.queries';
import { createRouterContext } from '@/lib/router-context';
import { RootLayout } from './routes/root';

/** A page's pattern from the paths table, relative to the root route as its children are. */
const at = (page: { pattern: string }) => page.pattern.replace(/^\//, '');

/**
 * Every route of SPEC §2, each page in its own lazily loaded module under ./routes.
 * A route module exports `loader` (its guard) and `Component`. Minimum roles: SPEC §6.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: paths.landing.pattern,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: FullScreenLoader,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      {
        id: 'public',
        lazy: () => import('./routes/auth-layout'),
        children: [
          { path: at(paths.login), lazy: () => import('./routes/login') },
          { path: at(paths.passwordForgot), lazy: () => import('./routes/password-forgot') },
          { path: at(paths.passwordReset), lazy: () => import('./routes/password-reset') },
          { path: at(paths.verifyEmail), lazy: () => import('./routes/verify-email') },
          { path: at(paths.register), lazy: () => import('./routes/register') },
          { path: at(paths.registerInvite), lazy: () => import('./routes/register') },
        ].map((route) => ({ ...route, ErrorBoundary: RouteErrorBoundary })),
      },
      {
        id: 'signed-in',
        lazy: () => import('./routes/signed-in-layout'),
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { path: at(paths.dashboard), lazy: () => import('./routes/dashboard') },
          { path: at(paths.patients), lazy: () => import('./routes/patients') },
          { path: at(paths.patient), lazy: () => import('./routes/patient') },
          { path: at(paths.patientEdit), lazy: () => import('./routes/patient-edit') },
          { path: at(paths.physicians), lazy: () => import('./routes/physicians') },
          { path: at(paths.physician), lazy: () => import('./routes/physician') },
          { path: at(paths.physicianEdit), lazy: () => import('./routes/physician-edit') },
          { path: at(paths.hospitals), lazy: () => import('./routes/hospitals') },
          { path: at(paths.hospital), lazy: () => import('./routes/hospital') },
          { path: at(paths.hospitalEdit), lazy: () => import('./routes/hospital-edit') },
          { path: at(paths.catalogs), lazy: () => import('./routes/catalogs') },
          { path: at(paths.licensesImport), lazy: () => import('./routes/licenses-import') },
          { path: at(paths.audit), lazy: () => import('./routes/audit') },
          { path: at(paths.profile), lazy: () => import('./routes/profile') },
          { path: at(paths.users), lazy: () => import('./routes/users') },
          { path: at(paths.usersPending), lazy: () => import('./routes/users-pending') },
          { path: at(paths.usersInvites), lazy: () => import('./routes/users-invites') },
          { path: at(paths.user), lazy: () => import('./routes/user') },
          { path: at(paths.userEdit), lazy: () => import('./routes/user-edit') },
        ].map((route) => ({ ...route, ErrorBoundary: RouteErrorBoundary })),
      },
      { path: at(paths.labels), lazy: () => import('./routes/patients-generate') },
      // [ours] The phrase card (issue 14): public, full screen, no patient data.
      {
        path: at(paths.talk),
        lazy: () => import('./routes/talk'),
        ErrorBoundary: RouteErrorBoundary,
      },
      { path: at(paths.forbidden), lazy: () => import('./routes/forbidden') },
      { path: at(paths.notFound), lazy: () => import('./routes/not-found') },
    ],
  },
];

export interface RouterFactoryOptions {
  getContext: () => RouterContextProvider;
}

/** createBrowserRouter in the app, createMemoryRouter (with its initial entries) in tests. */
export type RouterFactory = (routes: RouteObject[], options: RouterFactoryOptions) => DataRouter;

interface CreateAppRouterOptions {
  createRouter: RouterFactory;
  queryClient: QueryClient;
}

/** Builds the app's router: loaders read the session user through the shared query cache. */
export function createAppRouter({ createRouter, queryClient }: CreateAppRouterOptions): DataRouter {
  return createRouter(appRoutes, {
    getContext: () =>
      createRouterContext({
        queryClient,
        loadCurrentUser: () => queryClient.ensureQueryData(meQueryOptions()),
      }),
  });
}

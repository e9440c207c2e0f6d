import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter, RouteObject, RouterContextProvider } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { RootErrorBoundary, RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { meQueryOptions } from '@/features/auth/api/auth.queries';
import { createRouterContext } from '@/lib/router-context';
import { RootLayout } from './routes/root';

/**
 * Every route of SPEC §2, each page in its own lazily loaded module under ./routes.
 * A route module exports `loader` (its guard) and `Component`. Minimum roles: SPEC §6.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: FullScreenLoader,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      {
        id: 'public',
        lazy: () => import('./routes/auth-layout'),
        children: [
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'password/forgot', lazy: () => import('./routes/password-forgot') },
          { path: 'password/:passwordResetToken', lazy: () => import('./routes/password-reset') },
          { path: 'verify/:emailVerificationToken', lazy: () => import('./routes/verify-email') },
          { path: 'register', lazy: () => import('./routes/register') },
          { path: 'register/:inviteId', lazy: () => import('./routes/register') },
        ].map((route) => ({ ...route, ErrorBoundary: RouteErrorBoundary })),
      },
      {
        id: 'signed-in',
        lazy: () => import('./routes/signed-in-layout'),
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { path: 'dashboard', lazy: () => import('./routes/dashboard') },
          { path: 'patients', lazy: () => import('./routes/patients') },
          { path: 'patients/:patientId', lazy: () => import('./routes/patient') },
          { path: 'patients/:patientId/edit', lazy: () => import('./routes/patient-edit') },
          { path: 'physicians', lazy: () => import('./routes/physicians') },
          { path: 'physicians/:physicianId', lazy: () => import('./routes/physician') },
          { path: 'physicians/:physicianId/edit', lazy: () => import('./routes/physician-edit') },
          { path: 'hospitals', lazy: () => import('./routes/hospitals') },
          { path: 'hospitals/:hospitalId', lazy: () => import('./routes/hospital') },
          { path: 'hospitals/:hospitalId/edit', lazy: () => import('./routes/hospital-edit') },
          { path: 'catalogs', lazy: () => import('./routes/catalogs') },
          { path: 'licenses/import', lazy: () => import('./routes/licenses-import') },
          { path: 'audit', lazy: () => import('./routes/audit') },
          { path: 'profile', lazy: () => import('./routes/profile') },
          { path: 'users', lazy: () => import('./routes/users') },
          { path: 'users/pending', lazy: () => import('./routes/users-pending') },
          { path: 'users/invites', lazy: () => import('./routes/users-invites') },
          { path: 'users/:userId', lazy: () => import('./routes/user') },
          { path: 'users/:userId/edit', lazy: () => import('./routes/user-edit') },
        ].map((route) => ({ ...route, ErrorBoundary: RouteErrorBoundary })),
      },
      { path: 'patients/generate', lazy: () => import('./routes/patients-generate') },
      // [ours] The phrase card (issue 14): public, full screen, no patient data.
      {
        path: 'talk/:language',
        lazy: () => import('./routes/talk'),
        ErrorBoundary: RouteErrorBoundary,
      },
      { path: 'forbidden', lazy: () => import('./routes/forbidden') },
      { path: '*', lazy: () => import('./routes/not-found') },
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

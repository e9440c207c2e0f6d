import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter, RouteObject, RouterContextProvider } from 'react-router';
import { paths, type PathName } from '@contract/paths';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { RootErrorBoundary, RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { meQueryOptions } from '@/features/auth/api/auth.queries';
import { createRouterContext } from '@/lib/router-context';
import type { PageHandle } from './page-title';
import { RootLayout } from './routes/root';

/**
 * A page of the paths table: its pattern, relative to the root route as its children are, and
 * its name in the route's handle (the root layout titles the document from it: page-title.ts).
 */
const page = (name: PathName) => ({
  path: paths[name].pattern.replace(/^\//, ''),
  handle: { page: name } satisfies PageHandle,
});

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
      {
        index: true,
        handle: { page: 'landing' } satisfies PageHandle,
        lazy: () => import('./routes/landing'),
      },
      {
        id: 'public',
        lazy: () => import('./routes/auth-layout'),
        children: [
          { ...page('login'), lazy: () => import('./routes/login') },
          { ...page('passwordForgot'), lazy: () => import('./routes/password-forgot') },
          { ...page('passwordReset'), lazy: () => import('./routes/password-reset') },
          { ...page('verifyEmail'), lazy: () => import('./routes/verify-email') },
          { ...page('register'), lazy: () => import('./routes/register') },
          { ...page('registerInvite'), lazy: () => import('./routes/register') },
        ].map((route) => ({ ...route, ErrorBoundary: RouteErrorBoundary })),
      },
      {
        id: 'signed-in',
        lazy: () => import('./routes/signed-in-layout'),
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { ...page('dashboard'), lazy: () => import('./routes/dashboard') },
          { ...page('patients'), lazy: () => import('./routes/patients') },
          { ...page('dueForReview'), lazy: () => import('./routes/patients-due') },
          { ...page('patient'), lazy: () => import('./routes/patient') },
          { ...page('patientEdit'), lazy: () => import('./routes/patient-edit') },
          { ...page('physicians'), lazy: () => import('./routes/physicians') },
          { ...page('physician'), lazy: () => import('./routes/physician') },
          { ...page('physicianEdit'), lazy: () => import('./routes/physician-edit') },
          { ...page('hospitals'), lazy: () => import('./routes/hospitals') },
          { ...page('hospital'), lazy: () => import('./routes/hospital') },
          { ...page('hospitalEdit'), lazy: () => import('./routes/hospital-edit') },
          { ...page('catalogs'), lazy: () => import('./routes/catalogs') },
          { ...page('licensesImport'), lazy: () => import('./routes/licenses-import') },
          { ...page('audit'), lazy: () => import('./routes/audit') },
          { ...page('program'), lazy: () => import('./routes/program') },
          { ...page('emergencyAccess'), lazy: () => import('./routes/emergency-access') },
          { ...page('profile'), lazy: () => import('./routes/profile') },
          { ...page('users'), lazy: () => import('./routes/users') },
          { ...page('usersPending'), lazy: () => import('./routes/users-pending') },
          { ...page('usersInvites'), lazy: () => import('./routes/users-invites') },
          { ...page('user'), lazy: () => import('./routes/user') },
          { ...page('userEdit'), lazy: () => import('./routes/user-edit') },
        ].map((route) => ({ ...route, ErrorBoundary: RouteErrorBoundary })),
      },
      { ...page('labels'), lazy: () => import('./routes/patients-generate') },
      // [ours] Issue 25: the emergency sheet stands alone too (a page of paper, no app shell).
      {
        ...page('patientSheet'),
        lazy: () => import('./routes/patient-sheet'),
        ErrorBoundary: RouteErrorBoundary,
      },
      // [ours] Issue 25: emergency access to one label, for a responder without an account.
      {
        ...page('patientEmergency'),
        lazy: () => import('./routes/patient-emergency'),
        ErrorBoundary: RouteErrorBoundary,
      },
      // [ours] The phrase card (issue 14): public, full screen, no patient data.
      {
        ...page('talk'),
        lazy: () => import('./routes/talk'),
        ErrorBoundary: RouteErrorBoundary,
      },
      // [ours] The SMART Health Link viewer (issue 25): public, for a hospital without an account.
      {
        ...page('shl'),
        lazy: () => import('./routes/shl'),
        ErrorBoundary: RouteErrorBoundary,
      },
      { ...page('forbidden'), lazy: () => import('./routes/forbidden') },
      { ...page('notFound'), lazy: () => import('./routes/not-found') },
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

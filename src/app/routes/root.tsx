import { Outlet, ScrollRestoration } from 'react-router';

/** The root route: every page renders inside it; errors fall through to RootErrorBoundary. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

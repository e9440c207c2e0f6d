import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '@/components/navigation-progress/navigation-progress';

/** The root route: every page renders inside it; errors fall through to RootErrorBoundary. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

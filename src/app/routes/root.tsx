import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '@/components/navigation-progress/navigation-progress';
import { useDocumentTitle } from '../page-title';
import { useProfileLanguage } from '../profile-language';

/** The root route: every page renders inside it; errors fall through to RootErrorBoundary. */
export function RootLayout() {
  // Issue 14: a member's saved language follows them to this device, at sign-in too.
  useProfileLanguage();
  useDocumentTitle();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

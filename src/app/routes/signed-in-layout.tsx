import { lazy, Suspense } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { UiLanguage } from '@contract/ui-languages';
import { paths } from '@contract/paths';
import { requireUser } from '@/lib/auth-guards';
import { SignedInLayout } from '@/components/app-shell/signed-in-layout';
import { useCurrentUser, useLogout } from '@/features/auth/api/auth.queries';
import { AlertsButtonPlaceholder } from '@/features/members/components/alerts-button';

// Its popover loads after the page: a label's first paint does not wait for it.
const AlertsMenu = lazy(() =>
  import('@/app/alerts-menu').then((module) => ({
    default: module.AlertsMenu,
  })),
);

export const loader = requireUser;

/**
 * Issue 14: the header's choice goes on the member's profile. The members API loads on the
 * first choice, not with the layout: a label's first paint does not carry it.
 */
async function saveLanguage(queryClient: QueryClient, language: UiLanguage): Promise<void> {
  const { saveUiLanguage } = await import('@/features/members/api/members.queries');
  await saveUiLanguage(queryClient, language);
}

export function Component() {
  const user = useCurrentUser();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const handleLogout = () =>
    logout.mutate(undefined, {
      onSettled: () => void navigate(paths.login.href(), { replace: true }),
    });
  return (
    <SignedInLayout
      user={user}
      onLogout={handleLogout}
      isLoggingOut={logout.isPending}
      onLanguageChosen={(language) => void saveLanguage(queryClient, language)}
      alerts={
        <Suspense fallback={<AlertsButtonPlaceholder />}>
          <AlertsMenu role={user?.role ?? null} />
        </Suspense>
      }
    />
  );
}

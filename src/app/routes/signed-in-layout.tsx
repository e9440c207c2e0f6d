import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { requireUser } from '@/lib/auth-guards';
import { SignedInLayout } from '@/components/app-shell/signed-in-layout';
import { useCurrentUser, useLogout } from '@/features/auth/api/auth.queries';
import { useSaveUiLanguage } from '@/features/members/api/members.queries';
import { AlertsButtonPlaceholder } from '@/features/members/components/alerts-button';

// Its popover loads after the page: a label's first paint does not wait for it.
const AlertsMenu = lazy(() =>
  import('@/features/members/components/alerts-menu').then((module) => ({
    default: module.AlertsMenu,
  })),
);

export const loader = requireUser;

export function Component() {
  const user = useCurrentUser();
  const logout = useLogout();
  const saveLanguage = useSaveUiLanguage();
  const navigate = useNavigate();
  const handleLogout = () =>
    logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });
  return (
    <SignedInLayout
      user={user}
      onLogout={handleLogout}
      isLoggingOut={logout.isPending}
      onLanguageChosen={(language) => saveLanguage.mutate(language)}
      alerts={
        <Suspense fallback={<AlertsButtonPlaceholder />}>
          <AlertsMenu role={user?.role ?? null} />
        </Suspense>
      }
    />
  );
}

import { useNavigate } from 'react-router';
import { requireUser } from '@/lib/auth-guards';
import { SignedInLayout } from '@/components/app-shell/signed-in-layout';
import { useCurrentUser, useLogout } from '@/features/auth/api/auth.queries';
import { AlertsMenu } from '@/features/members/components/alerts-menu';

export const loader = requireUser;

export function Component() {
  const user = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const handleLogout = () =>
    logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });
  return (
    <SignedInLayout
      user={user}
      onLogout={handleLogout}
      isLoggingOut={logout.isPending}
      alerts={<AlertsMenu role={user?.role ?? null} />}
    />
  );
}

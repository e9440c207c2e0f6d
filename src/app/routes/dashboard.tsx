import { can } from '@contract/permissions';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { requireCapability } from '@/lib/auth-guards';

export const loader = requireCapability('dashboard.view');

export function Component() {
  const user = useCurrentUser();
  return <DashboardPage canPrintLabels={can(user, 'label.print')} />;
}

import { can } from '@contract/permissions';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { requireCapability } from '@/lib/auth-guards';
import { CreatePatient } from '../create-patient';

export const loader = requireCapability('dashboard.view');

export function Component() {
  const user = useCurrentUser();
  return (
    <DashboardPage
      canPrintLabels={can(user, 'label.print')}
      createPatient={can(user, 'patient.create') ? <CreatePatient /> : undefined}
    />
  );
}

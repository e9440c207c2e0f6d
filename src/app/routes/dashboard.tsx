import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import { paths } from '@contract/paths';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import type { DashboardCount } from '@/features/dashboard/components/dashboard-counts';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { memberQueries } from '@/features/members/api/members.queries';
import { requireCapability } from '@/lib/auth-guards';
import { CreatePatient } from '../create-patient';

export const loader = requireCapability('dashboard.view');

export function Component() {
  const user = useCurrentUser();
  const { t } = useTranslation();
  const canApprove = can(user, 'user.approve');
  const pending = useQuery({ ...memberQueries.pendingCount(), enabled: canApprove });
  const counts: DashboardCount[] = canApprove
    ? [
        {
          key: 'pending-members',
          label: t('dashboard.counts.pendingMembers'),
          value: pending.data,
          link: { to: paths.usersPending.href(), label: t('dashboard.counts.review') },
        },
      ]
    : [];
  return (
    <DashboardPage
      memberId={user?.id}
      canPrintLabels={can(user, 'label.print')}
      createPatient={can(user, 'patient.create') ? <CreatePatient /> : undefined}
      counts={counts}
    />
  );
}

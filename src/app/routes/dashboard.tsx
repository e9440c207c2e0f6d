import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import { paths } from '@contract/paths';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import type { DashboardCount } from '@/features/dashboard/components/dashboard-counts';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { labelQueries } from '@/features/labels/api/labels.queries';
import { memberQueries } from '@/features/members/api/members.queries';
import { requireCapability } from '@/lib/auth-guards';
import { weekStart } from '@/lib/dates';
import { CreatePatient } from '../create-patient';

export const loader = requireCapability('dashboard.view');

export function Component() {
  const user = useCurrentUser();
  const { t } = useTranslation();
  const canApprove = can(user, 'user.approve');
  const canPrint = can(user, 'label.print');
  const [from] = useState(weekStart);
  const pending = useQuery({ ...memberQueries.pendingCount(), enabled: canApprove });
  const printed = useQuery({ ...labelQueries.printedSince(from), enabled: canPrint });
  // [ours] Issue 22: each role's figures beside the cards; a responder has none.
  const counts: DashboardCount[] = [
    ...(canApprove
      ? [
          {
            key: 'pending-members',
            label: t('dashboard.counts.pendingMembers'),
            value: pending.data,
            link: { to: paths.usersPending.href(), label: t('dashboard.counts.review') },
          },
        ]
      : []),
    ...(canPrint
      ? [
          {
            key: 'labels-this-week',
            label: t('dashboard.counts.labelsThisWeek'),
            value: printed.data?.labels,
          },
        ]
      : []),
  ];
  return (
    <DashboardPage
      memberId={user?.id}
      canPrintLabels={canPrint}
      createPatient={can(user, 'patient.create') ? <CreatePatient /> : undefined}
      counts={counts}
    />
  );
}

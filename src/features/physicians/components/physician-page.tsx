import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import type { Role } from '@contract/roles';
import { paths } from '@contract/paths';
import { emailOr, phoneOr } from '@/components/contact-link/contact-link';
import { DetailHeader } from '@/components/detail-list/detail-header';
import { DetailList } from '@/components/detail-list/detail-list';
import { QueryLoading, RecordReadError } from '@/components/query-state/query-state';
import { physicianQueries } from '../api/physicians.queries';
import { physicianName } from './physician-columns';

interface PhysicianPageProps {
  physicianId: string;
  role: Role | null;
  /** The Hospitals section (the app composes it from the hospitals feature). */
  hospitals?: ReactNode;
  /** The Patients section, for roles that may list patients (the app composes it). */
  patients?: ReactNode;
}

/** SPEC §2 physician view: name, phone, e-mail, Hospitals; Edit for those who may open the edit page. */
export function PhysicianPage({ physicianId, role, hospitals, patients }: PhysicianPageProps) {
  const { t } = useTranslation();
  const physician = useQuery(physicianQueries.detail(physicianId));

  if (physician.isPending) return <QueryLoading />;
  if (physician.isError) {
    return <RecordReadError query={physician} resource="physicians" />;
  }
  const { data } = physician;
  const notProvided = t('common.notProvided');
  return (
    <Stack gap="lg">
      <DetailHeader
        title={physicianName(data, t)}
        editTo={can(role, 'physician.updateInUi') ? paths.physicianEdit.href(data.id) : null}
      />
      <DetailList
        items={[
          {
            key: 'phone',
            label: t('physicians.fields.phone'),
            value: phoneOr(data.phone, notProvided),
          },
          {
            key: 'email',
            label: t('physicians.fields.email'),
            value: emailOr(data.email, notProvided),
          },
        ]}
      />
      {hospitals}
      {patients}
    </Stack>
  );
}

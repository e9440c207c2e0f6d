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
import { hospitalQueries } from '../api/hospitals.queries';

interface HospitalPageProps {
  hospitalId: string;
  role: Role | null;
  /** The Physicians section, for roles that may read physicians (the app composes it). */
  physicians?: ReactNode;
  /** The Patients section, for roles that may list patients (the app composes it). */
  patients?: ReactNode;
}

/** SPEC §2 hospital view: name, phone, e-mail, address; Edit for those who may update it. */
export function HospitalPage({ hospitalId, role, physicians, patients }: HospitalPageProps) {
  const { t } = useTranslation();
  const hospital = useQuery(hospitalQueries.detail(hospitalId));

  if (hospital.isPending) return <QueryLoading />;
  if (hospital.isError) {
    return <RecordReadError query={hospital} resource="hospitals" />;
  }
  const { data } = hospital;
  const notProvided = t('common.notProvided');
  return (
    <Stack gap="lg">
      <DetailHeader
        title={data.name}
        editTo={can(role, 'hospital.update') ? paths.hospitalEdit.href(data.id) : null}
      />
      <DetailList
        items={[
          {
            key: 'phone',
            label: t('hospitals.fields.phone'),
            value: phoneOr(data.phone, notProvided),
          },
          {
            key: 'email',
            label: t('hospitals.fields.email'),
            value: emailOr(data.email, notProvided),
          },
          {
            key: 'address',
            label: t('hospitals.fields.address'),
            value: data.address ?? notProvided,
          },
        ]}
      />
      {physicians}
      {patients}
    </Stack>
  );
}

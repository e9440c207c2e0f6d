import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryLoading, RecordQueryError } from '@/components/query-state/query-state';
import { notifySuccess } from '@/lib/notify';
import { hospitalQueries, useUpdateHospital } from '../api/hospitals.queries';
import { HospitalForm } from './hospital-form';
import { hospitalNotFound } from './hospital-not-found';
import {
  toHospitalBody,
  toHospitalFormValues,
  type HospitalFormValues,
} from './hospital-form-schema';

/** SPEC §2 hospital edit: the hospital form, then back to the hospital's page. */
export function HospitalEditPage({ hospitalId }: { hospitalId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hospital = useQuery(hospitalQueries.detail(hospitalId));
  const update = useUpdateHospital(hospitalId);
  const viewPath = `/hospitals/${hospitalId}`;

  const handleSubmit = (values: HospitalFormValues) => {
    update.mutate(toHospitalBody(values), {
      onSuccess: () => {
        notifySuccess(t('hospitals.form.updated'));
        void navigate(viewPath);
      },
    });
  };

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('hospitals.form.editTitle')}</Title>
      {hospital.isPending && <QueryLoading />}
      {hospital.isError && (
        <RecordQueryError
          error={hospital.error}
          failedMessage={t('hospitals.fetchFailed')}
          onRetry={() => void hospital.refetch()}
          notFound={hospitalNotFound(t)}
        />
      )}
      {hospital.isSuccess && (
        <HospitalForm
          initialValues={toHospitalFormValues(hospital.data)}
          onSubmit={handleSubmit}
          isSubmitting={update.isPending}
          failure={
            update.error
              ? { title: t('hospitals.form.updateFailed'), message: update.error.message }
              : null
          }
          onCancel={() => void navigate(viewPath)}
        />
      )}
    </Stack>
  );
}

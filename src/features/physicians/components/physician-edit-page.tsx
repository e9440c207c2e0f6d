import { Stack, Title } from '@mantine/core';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PickerItem } from '@/components/medical-data-picker/medical-data-picker';
import type { OptionsQueryFactory } from '@/components/option-search/use-option-search';
import { QueryLoading, RecordQueryError } from '@/components/query-state/query-state';
import { notifySuccess } from '@/lib/notify';
import { physicianQueries, useUpdatePhysician } from '../api/physicians.queries';
import { PhysicianEditForm } from './physician-edit-form';
import { physicianNotFound } from './physician-not-found';
import {
  toPhysicianEditValues,
  toPhysicianPatchBody,
  type PhysicianEditValues,
} from './physician-form-schema';

interface PhysicianEditPageProps<O extends PickerItem, K extends QueryKey> {
  physicianId: string;
  getHospitalOptions: OptionsQueryFactory<O, K>;
}

/** SPEC §2 physician edit page: after a successful Submit, the physician's page. */
export function PhysicianEditPage<O extends PickerItem, K extends QueryKey>({
  physicianId,
  getHospitalOptions,
}: PhysicianEditPageProps<O, K>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const physician = useQuery(physicianQueries.detail(physicianId));
  const update = useUpdatePhysician(physicianId);
  const viewPath = `/physicians/${physicianId}`;

  const handleSubmit = (values: PhysicianEditValues) => {
    update.mutate(toPhysicianPatchBody(values), {
      onSuccess: () => {
        notifySuccess(t('physicians.edit.success'));
        void navigate(viewPath);
      },
    });
  };

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('physicians.edit.title')}</Title>
      {physician.isPending && <QueryLoading />}
      {physician.isError && (
        <RecordQueryError
          error={physician.error}
          failedMessage={t('physicians.fetchFailed')}
          onRetry={() => void physician.refetch()}
          notFound={physicianNotFound(t)}
        />
      )}
      {physician.isSuccess && (
        <PhysicianEditForm
          initialValues={toPhysicianEditValues(physician.data)}
          getHospitalOptions={getHospitalOptions}
          onSubmit={handleSubmit}
          onCancel={() => void navigate(viewPath)}
          isSubmitting={update.isPending}
          failureMessage={update.error?.message ?? null}
        />
      )}
    </Stack>
  );
}

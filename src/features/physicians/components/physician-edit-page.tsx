import { Stack, Title } from '@mantine/core';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PickerItem } from '@/components/medical-data-picker/medical-data-picker';
import type { OptionsQueryFactory } from '@/components/option-search/use-option-search';
import { useFormSave } from '@/components/form/use-form-save';
import { QueryFailure, QueryLoading } from '@/components/query-state/query-state';
import { toFormValues } from '@/lib/forms';
import { notifySuccess } from '@/lib/notify';
import type { PhysicianRecord } from '../api/physicians.api';
import { physicianQueries, useUpdatePhysician } from '../api/physicians.queries';
import { PhysicianEditForm } from './physician-edit-form';
import {
  emptyPhysicianForm,
  physicianFieldOf,
  usePhysicianEditForm,
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
  const physician = useQuery(physicianQueries.detail(physicianId));

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('physicians.edit.title')}</Title>
      {physician.isPending && <QueryLoading />}
      {physician.isError && (
        <QueryFailure
          message={t('physicians.fetchFailed')}
          onRetry={() => void physician.refetch()}
        />
      )}
      {physician.isSuccess && (
        <EditPhysicianForm physician={physician.data} getHospitalOptions={getHospitalOptions} />
      )}
    </Stack>
  );
}

interface EditPhysicianFormProps<O extends PickerItem, K extends QueryKey> {
  physician: PhysicianRecord;
  getHospitalOptions: OptionsQueryFactory<O, K>;
}

/** The form, once the physician is read: its values are the starting point for "unsaved". */
function EditPhysicianForm<O extends PickerItem, K extends QueryKey>({
  physician,
  getHospitalOptions,
}: EditPhysicianFormProps<O, K>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdatePhysician(physician.id);
  const viewPath = `/physicians/${physician.id}`;
  const form = usePhysicianEditForm({
    ...toFormValues(emptyPhysicianForm, physician),
    hospitals: physician.hospitals.map(({ id, name }) => ({ id, name })),
  });
  const save = useFormSave(form, {
    save: update.mutateAsync,
    onSaved: () => {
      notifySuccess(t('physicians.edit.success'));
      void navigate(viewPath);
    },
    fieldOf: physicianFieldOf,
  });
  return (
    <>
      <PhysicianEditForm
        form={form}
        save={save}
        getHospitalOptions={getHospitalOptions}
        onCancel={() => save.guard.confirm(() => void navigate(viewPath))}
      />
      {save.guard.dialog}
    </>
  );
}

import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';
import { useFormSave } from '@/components/form/use-form-save';
import { QueryLoading, RecordReadError } from '@/components/query-state/query-state';
import { toFormValues } from '@/lib/forms';
import { notifySuccess } from '@/lib/notify';
import type { HospitalRecord } from '../api/hospitals.api';
import { hospitalQueries, useUpdateHospital } from '../api/hospitals.queries';
import { HospitalForm } from './hospital-form';
import { emptyHospitalForm, useHospitalForm } from './hospital-form-schema';

/** SPEC §2 hospital edit: the hospital form, then back to the hospital's page. */
export function HospitalEditPage({ hospitalId }: { hospitalId: string }) {
  const { t } = useTranslation();
  const hospital = useQuery(hospitalQueries.detail(hospitalId));
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('hospitals.form.editTitle')}</Title>
      {hospital.isPending && <QueryLoading />}
      {hospital.isError && <RecordReadError query={hospital} resource="hospitals" />}
      {hospital.isSuccess && <EditHospitalForm hospital={hospital.data} />}
    </Stack>
  );
}

/** The form, once the hospital is read: its values are the starting point for "unsaved". */
function EditHospitalForm({ hospital }: { hospital: HospitalRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateHospital(hospital.id);
  const form = useHospitalForm(toFormValues(emptyHospitalForm, hospital));
  const viewPath = paths.hospital.href(hospital.id);
  const save = useFormSave(form, {
    save: update.mutateAsync,
    onSaved: () => {
      notifySuccess(t('hospitals.form.updated'));
      void navigate(viewPath);
    },
  });
  return (
    <>
      <HospitalForm
        form={form}
        save={save}
        failureTitle={t('hospitals.form.updateFailed')}
        onCancel={() => save.guard.confirm(() => void navigate(viewPath))}
      />
      {save.guard.dialog}
    </>
  );
}

import { Stack, Title } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';
import type { PickerItem } from '@/components/medical-data-picker/medical-data-picker';
import type { OptionsQueryFactory } from '@/components/option-search/use-option-search';
import { useFormSave } from '@/components/form/use-form-save';
import { QueryFailure, QueryLoading, RecordReadError } from '@/components/query-state/query-state';
import { notifySuccess } from '@/lib/notify';
import type { PhysicianRecord } from '../api/physicians.api';
import { physicianQueries, useUpdatePhysician } from '../api/physicians.queries';
import { PhysicianEditForm } from './physician-edit-form';
import {
  physicianFieldOf,
  toPhysicianEditValues,
  usePhysicianEditForm,
  type LinkedHospital,
} from './physician-form-schema';

interface PhysicianEditPageProps<
  O extends PickerItem,
  K extends QueryKey,
  L extends PickerItem,
  LK extends QueryKey,
> {
  physicianId: string;
  getHospitalOptions: OptionsQueryFactory<O, K>;
  /** The hospitals she is linked to (GET /hospitals?physicianId=, which both servers answer). */
  linkedHospitals: UseQueryOptions<L[], Error, L[], LK>;
}

/**
 * SPEC §2 physician edit page: after a successful Submit, the physician's page. A server whose
 * physician has no `hospitals` key (the reference) cannot link hospitals: the page says so and
 * sends no links rather than reporting a save it did not make.
 */
export function PhysicianEditPage<
  O extends PickerItem,
  K extends QueryKey,
  L extends PickerItem,
  LK extends QueryKey,
>({ physicianId, getHospitalOptions, linkedHospitals }: PhysicianEditPageProps<O, K, L, LK>) {
  const { t } = useTranslation();
  const physician = useQuery(physicianQueries.detail(physicianId));
  const links = useQuery(linkedHospitals);
  const canLinkHospitals = physician.data?.hospitals !== null;

  const body = () => {
    if (physician.isError) {
      return <RecordReadError query={physician} resource="physicians" />;
    }
    if (links.isError && canLinkHospitals) {
      return (
        <QueryFailure
          message={t('hospitals.list.fetchFailed')}
          onRetry={() => void links.refetch()}
        />
      );
    }
    if (!physician.isSuccess || (canLinkHospitals && !links.isSuccess)) return <QueryLoading />;
    return (
      <EditPhysicianForm
        physician={physician.data}
        linked={links.data ?? []}
        canLinkHospitals={canLinkHospitals}
        getHospitalOptions={getHospitalOptions}
      />
    );
  };

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('physicians.edit.title')}</Title>
      {body()}
    </Stack>
  );
}

interface EditPhysicianFormProps<O extends PickerItem, K extends QueryKey> {
  physician: PhysicianRecord;
  /** Her links as GET /hospitals?physicianId= lists them. */
  linked: readonly LinkedHospital[];
  canLinkHospitals: boolean;
  getHospitalOptions: OptionsQueryFactory<O, K>;
}

/** The form, once the physician and her links are read: the starting point for "unsaved". */
function EditPhysicianForm<O extends PickerItem, K extends QueryKey>({
  physician,
  linked,
  canLinkHospitals,
  getHospitalOptions,
}: EditPhysicianFormProps<O, K>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdatePhysician(physician.id);
  const viewPath = paths.physician.href(physician.id);
  const form = usePhysicianEditForm(toPhysicianEditValues(physician, linked));
  const save = useFormSave(form, {
    // A server that cannot link hospitals is sent no links, rather than a save it did not make.
    save: ({ hospitalIds, ...fields }) =>
      update.mutateAsync(canLinkHospitals ? { ...fields, hospitalIds } : fields),
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
        canLinkHospitals={canLinkHospitals}
        onCancel={() => save.guard.confirm(() => void navigate(viewPath))}
      />
      {save.guard.dialog}
    </>
  );
}

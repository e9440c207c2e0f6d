import { Stack, Title } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PickerItem } from '@/components/medical-data-picker/medical-data-picker';
import type { OptionsQueryFactory } from '@/components/option-search/use-option-search';
import { QueryFailure, QueryLoading, RecordQueryError } from '@/components/query-state/query-state';
import { notifySuccess } from '@/lib/notify';
import { physicianQueries, useUpdatePhysician } from '../api/physicians.queries';
import { PhysicianEditForm } from './physician-edit-form';
import {
  toPhysicianEditValues,
  toPhysicianPatchBody,
  type PhysicianEditValues,
} from './physician-form-schema';
import { physicianNotFound } from './physician-not-found';

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
  const navigate = useNavigate();
  const physician = useQuery(physicianQueries.detail(physicianId));
  const links = useQuery(linkedHospitals);
  const update = useUpdatePhysician(physicianId);
  const viewPath = `/physicians/${physicianId}`;
  const canLinkHospitals = physician.data?.hospitals !== null;

  const handleSubmit = (values: PhysicianEditValues) => {
    const { hospitalIds, ...fields } = toPhysicianPatchBody(values);
    update.mutate(canLinkHospitals ? { ...fields, hospitalIds } : fields, {
      onSuccess: () => {
        notifySuccess(t('physicians.edit.success'));
        void navigate(viewPath);
      },
    });
  };

  const body = () => {
    if (physician.isError) {
      return (
        <RecordQueryError
          error={physician.error}
          failedMessage={t('physicians.fetchFailed')}
          onRetry={() => void physician.refetch()}
          notFound={physicianNotFound(t)}
        />
      );
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
    const hospitals = (links.data ?? []).map(({ id, name }) => ({ id, name }));
    return (
      <PhysicianEditForm
        initialValues={{ ...toPhysicianEditValues(physician.data), hospitals }}
        getHospitalOptions={getHospitalOptions}
        canLinkHospitals={canLinkHospitals}
        onSubmit={handleSubmit}
        onCancel={() => void navigate(viewPath)}
        isSubmitting={update.isPending}
        failureMessage={update.error?.message ?? null}
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

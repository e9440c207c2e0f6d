import { useMemo } from 'react';
import { Alert, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form/form-actions';
import {
  MedicalDataPicker,
  type PickerItem,
} from '@/components/medical-data-picker/medical-data-picker';
import type { OptionsQueryFactory } from '@/components/option-search/use-option-search';
import { PhysicianFields } from './physician-fields';
import { physicianEditSchema, type PhysicianEditValues } from './physician-form-schema';

export interface PhysicianEditFormProps<O extends PickerItem, K extends QueryKey> {
  initialValues: PhysicianEditValues;
  /** Hospital options for the hospitals multi-select (searched by name). */
  getHospitalOptions: OptionsQueryFactory<O, K>;
  /** False when the server cannot link hospitals: a note replaces the hospitals picker. */
  canLinkHospitals?: boolean;
  onSubmit: (values: PhysicianEditValues) => void;
  onCancel: () => void;
  isSubmitting: boolean;
  failureMessage?: string | null;
}

/** SPEC §2 physician edit: First, Middle, Last Name, Phone, Email, Hospitals, Submit. */
export function PhysicianEditForm<O extends PickerItem, K extends QueryKey>({
  initialValues,
  getHospitalOptions,
  canLinkHospitals = true,
  onSubmit,
  onCancel,
  isSubmitting,
  failureMessage,
}: PhysicianEditFormProps<O, K>) {
  const { t } = useTranslation();
  const schema = useMemo(() => physicianEditSchema(t), [t]);
  const form = useForm<PhysicianEditValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        {failureMessage !== undefined && failureMessage !== null && (
          <Alert color="red" variant="light" role="alert" title={t('physicians.edit.failed')}>
            {failureMessage}
          </Alert>
        )}
        <PhysicianFields form={form} />
        {canLinkHospitals ? (
          <MedicalDataPicker
            label={t('physicians.fields.hospitals')}
            value={form.values.hospitals}
            onChange={(hospitals) => form.setFieldValue('hospitals', hospitals)}
            getOptionsQuery={getHospitalOptions}
          />
        ) : (
          <Alert color="gray" variant="light" title={t('physicians.fields.hospitals')}>
            {t('physicians.edit.linkingUnavailable')}
          </Alert>
        )}
        <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

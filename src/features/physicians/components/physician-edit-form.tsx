import { Alert } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SaveForm } from '@/components/form/save-form';
import type { FormSave } from '@/components/form/use-form-save';
import {
  MedicalDataPicker,
  type PickerItem,
} from '@/components/medical-data-picker/medical-data-picker';
import type { OptionsQueryFactory } from '@/components/option-search/use-option-search';
import { PhysicianFields } from './physician-fields';
import type { usePhysicianEditForm } from './physician-form-schema';

export interface PhysicianEditFormProps<O extends PickerItem, K extends QueryKey> {
  form: ReturnType<typeof usePhysicianEditForm>;
  save: FormSave;
  /** Hospital options for the hospitals multi-select (searched by name). */
  getHospitalOptions: OptionsQueryFactory<O, K>;
  /** False when the server cannot link hospitals: a note replaces the hospitals picker. */
  canLinkHospitals?: boolean;
  onCancel: () => void;
}

/** SPEC §2 physician edit: First, Middle, Last Name, Phone, Email, Hospitals, Submit. */
export function PhysicianEditForm<O extends PickerItem, K extends QueryKey>({
  form,
  save,
  getHospitalOptions,
  canLinkHospitals = true,
  onCancel,
}: PhysicianEditFormProps<O, K>) {
  const { t } = useTranslation();
  return (
    <SaveForm save={save} failureTitle={t('physicians.edit.failed')} onCancel={onCancel}>
      <PhysicianFields form={form} />
      {canLinkHospitals ? (
        <MedicalDataPicker
          label={t('physicians.fields.hospitals')}
          value={form.values.hospitals}
          onChange={(hospitals) => form.setFieldValue('hospitals', hospitals)}
          getOptionsQuery={getHospitalOptions}
          error={form.errors.hospitals}
        />
      ) : (
        <Alert color="gray" variant="light" title={t('physicians.fields.hospitals')}>
          {t('physicians.edit.linkingUnavailable')}
        </Alert>
      )}
    </SaveForm>
  );
}

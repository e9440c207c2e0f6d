import type { ComponentType } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChooserFieldProps } from '@/components/entity-chooser/entity-chooser';
import type { HospitalChoice, PhysicianChoice } from './patient-editor-schema';
import type { PatientEditorForm } from './use-patient-editor-form';

/** The choosers, which belong to the hospitals and physicians features (given by the route). */
export interface HealthcareChoosers {
  HospitalChooser: ComponentType<ChooserFieldProps<HospitalChoice>>;
  /** Offers '+ Register new physician', and selects the one registered. */
  PhysicianChooser: ComponentType<ChooserFieldProps<PhysicianChoice>>;
}

interface HealthcareChoicesSectionProps {
  form: PatientEditorForm;
  choosers: HealthcareChoosers;
}

/** Preferred hospital and primary care physician. */
export function HealthcareChoicesSection({
  form,
  choosers: { HospitalChooser, PhysicianChooser },
}: HealthcareChoicesSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <HospitalChooser
        label={t('patientEditor.fields.hospital')}
        value={form.values.healthcare.hospital}
        onChange={(hospital) => form.setFieldValue('healthcare.hospital', hospital)}
        error={form.errors['healthcare.hospital']}
      />
      <PhysicianChooser
        label={t('patientEditor.fields.physician')}
        value={form.values.healthcare.physician}
        onChange={(physician) => form.setFieldValue('healthcare.physician', physician)}
        error={form.errors['healthcare.physician']}
      />
    </Stack>
  );
}

import { useMemo } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { NpiOrganization } from '@contract/npi';
import { FormActions } from '@/components/form/form-actions';
import { FormFailure, type FormFailureInfo } from '@/components/form/form-failure';
import { PhoneInput } from '@/components/phone-input/phone-input';
import {
  emptyHospitalForm,
  hospitalFormSchema,
  type HospitalFormValues,
} from './hospital-form-schema';
import { NpiLookup } from './npi-lookup';
import { knownOrEmpty, toMaskedPhone } from './npi-phone';

interface HospitalFormProps {
  initialValues?: HospitalFormValues;
  onSubmit: (values: HospitalFormValues) => void;
  isSubmitting: boolean;
  failure?: FormFailureInfo | null;
  onCancel?: () => void;
}

/** SPEC §2 hospital create/edit form: Name, Address, Phone (masked), Email, Submit. */
export function HospitalForm({
  initialValues = emptyHospitalForm,
  onSubmit,
  isSubmitting,
  failure,
  onCancel,
}: HospitalFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => hospitalFormSchema(t), [t]);
  const form = useForm<HospitalFormValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleChoose = (organization: NpiOrganization) => {
    form.setValues({
      name: knownOrEmpty(organization.name),
      address: knownOrEmpty(organization.address),
      phone: toMaskedPhone(organization.phone),
    });
    // Registry names are often longer than the name rule allows: say so at once.
    form.validateField('name');
  };

  return (
    <Stack gap="md">
      <NpiLookup onChoose={handleChoose} />
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack gap="sm">
          <FormFailure failure={failure} />
          <TextInput
            label={t('hospitals.fields.name')}
            withAsterisk
            {...form.getInputProps('name')}
          />
          <TextInput label={t('hospitals.fields.address')} {...form.getInputProps('address')} />
          <PhoneInput
            label={t('hospitals.fields.phone')}
            {...form.getInputProps('phone')}
            value={form.values.phone}
          />
          <TextInput
            label={t('hospitals.fields.email')}
            type="email"
            {...form.getInputProps('email')}
          />
          <FormActions isSubmitting={isSubmitting} onCancel={onCancel} />
        </Stack>
      </form>
    </Stack>
  );
}

import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NpiOrganization } from '@contract/npi';
import { SaveForm } from '@/components/form/save-form';
import type { FormSave } from '@/components/form/use-form-save';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { hospitalMaxLength, type HospitalFormState } from './hospital-form-schema';
import { NpiLookup } from './npi-lookup';
import { knownOrEmpty, toMaskedPhone } from './npi-phone';

interface HospitalFormProps {
  form: HospitalFormState;
  save: FormSave;
  /** SPEC's text for a failed save ('Failed to update hospital.'). */
  failureTitle: string;
  onCancel: () => void;
}

/** SPEC §2 hospital create/edit form: Name, Address, Phone (masked), Email, Submit. */
export function HospitalForm({ form, save, failureTitle, onCancel }: HospitalFormProps) {
  const { t } = useTranslation();

  const handleChoose = (organization: NpiOrganization) => {
    form.setValues({
      name: knownOrEmpty(organization.name),
      address: knownOrEmpty(organization.address),
      phone: toMaskedPhone(organization.phone),
    });
    // Say at once when a registry name does not fit the name rule.
    form.validateField('name');
  };

  return (
    <Stack gap="md">
      <NpiLookup onChoose={handleChoose} />
      <SaveForm save={save} failureTitle={failureTitle} onCancel={onCancel}>
        <TextInput
          label={t('hospitals.fields.name')}
          withAsterisk
          maxLength={hospitalMaxLength.name}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('hospitals.fields.address')}
          maxLength={hospitalMaxLength.address}
          {...form.getInputProps('address')}
        />
        <PhoneInput
          label={t('hospitals.fields.phone')}
          {...form.getInputProps('phone')}
          value={form.values.phone}
        />
        <TextInput
          label={t('hospitals.fields.email')}
          type="email"
          maxLength={hospitalMaxLength.email}
          {...form.getInputProps('email')}
        />
      </SaveForm>
    </Stack>
  );
}

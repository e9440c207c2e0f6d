import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FREE_TEXT_MAX } from '@contract/common';
import { relationshipValues } from '@contract/enums';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { enumLabelKeys } from '@/i18n/enum-labels';
import { PatientNameFields } from './patient-name-fields';
import type { PatientEditorForm } from './use-patient-editor-form';

/** The emergency contact (PHI on only): names, phone (masked), e-mail and relationship. */
export function EmergencyContactSection({ form }: { form: PatientEditorForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <PatientNameFields form={form} section="contact" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <PhoneInput
          label={t('patientEditor.fields.phone')}
          {...form.getInputProps('contact.phone')}
          value={form.values.contact.phone}
        />
        <TextInput
          label={t('patientEditor.fields.email')}
          type="email"
          maxLength={FREE_TEXT_MAX}
          autoComplete="off"
          {...form.getInputProps('contact.email')}
        />
        <NativeSelect
          label={t('patientEditor.fields.relationship')}
          data={[
            { value: '', label: t('patientEditor.fields.choose') },
            ...relationshipValues.map((value) => ({
              value,
              label: t(enumLabelKeys.relationship(value)),
            })),
          ]}
          {...form.getInputProps('contact.relationship')}
        />
      </SimpleGrid>
    </Stack>
  );
}

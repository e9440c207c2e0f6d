import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FREE_TEXT_MAX } from '@contract/common';
import type { PatientEditorForm } from './use-patient-editor-form';

interface PatientNameFieldsProps {
  form: PatientEditorForm;
  /** Whose name: the patient's (Basic Information) or the emergency contact's. */
  section: 'basic' | 'contact';
  /** The patient's first and last names are required; a contact's parts are all optional. */
  isRequired?: boolean;
}

/** First, middle and last name in one row, for the patient and for the emergency contact. */
export function PatientNameFields({ form, section, isRequired = false }: PatientNameFieldsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextInput
        label={t('patientEditor.fields.firstName')}
        withAsterisk={isRequired}
        maxLength={FREE_TEXT_MAX}
        autoComplete="off"
        {...form.getInputProps(`${section}.firstName`)}
      />
      <TextInput
        label={t('patientEditor.fields.middleName')}
        maxLength={FREE_TEXT_MAX}
        autoComplete="off"
        {...form.getInputProps(`${section}.middleName`)}
      />
      <TextInput
        label={t('patientEditor.fields.lastName')}
        withAsterisk={isRequired}
        maxLength={FREE_TEXT_MAX}
        autoComplete="off"
        {...form.getInputProps(`${section}.lastName`)}
      />
    </SimpleGrid>
  );
}

import { NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { genderValues, languageValues } from '@contract/enums';
import { DateField } from '@/components/date-field/date-field';
import { todayDate } from '@/lib/dates';
import { enumLabelKeys } from '@/i18n/enum-labels';
import { PatientNameFields } from './patient-name-fields';
import type { PatientEditorForm } from './use-patient-editor-form';

interface SectionProps {
  form: PatientEditorForm;
  collectPhi: boolean;
  /** [issue 23] The patient's photo (documents/patient-photo-field.tsx), PHI on only. */
  photo?: ReactNode;
}

/** Names, date of birth and gender (PHI on only), and language. */
export function BasicInformationSection({ form, collectPhi, photo }: SectionProps) {
  const { t } = useTranslation();
  const choose = { value: '', label: t('patientEditor.fields.choose') };
  const language = (
    <NativeSelect
      label={t('patientEditor.fields.language')}
      withAsterisk={collectPhi}
      data={[
        choose,
        ...languageValues.map((value) => ({ value, label: t(enumLabelKeys.language(value)) })),
      ]}
      {...form.getInputProps('basic.language')}
    />
  );
  if (!collectPhi) return <Stack gap="sm">{language}</Stack>;
  return (
    <Stack gap="sm">
      {photo}
      <PatientNameFields form={form} section="basic" isRequired />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <DateField
          label={t('patientEditor.fields.dateOfBirth')}
          description={t('patientEditor.fields.dateOfBirthHint')}
          placeholder={t('patientEditor.placeholders.dateOfBirth')}
          calendarLabel={t('patientEditor.fields.openCalendar')}
          withAsterisk
          maxDate={todayDate()}
          value={form.values.basic.dateOfBirth}
          onChange={(value) => form.setFieldValue('basic.dateOfBirth', value)}
          onBlur={() => {
            form.validateField('basic.dateOfBirth');
          }}
          error={form.errors['basic.dateOfBirth']}
          invalidMessage={t('patientEditor.validation.dateOfBirthInvalid')}
          afterMaxMessage={t('patientEditor.validation.dateOfBirthFuture')}
          data-path="basic.dateOfBirth"
        />
        <NativeSelect
          label={t('patientEditor.fields.gender')}
          withAsterisk
          data={[
            choose,
            ...genderValues.map((value) => ({ value, label: t(enumLabelKeys.gender(value)) })),
          ]}
          {...form.getInputProps('basic.gender')}
        />
        {language}
      </SimpleGrid>
    </Stack>
  );
}

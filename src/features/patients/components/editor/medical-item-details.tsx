import { Autocomplete, Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { allergyCriticalityValues, allergyReactionValues } from '@contract/enums';
import { DETAIL_TEXT_MAX } from '@contract/patients';
import { enumLabelKeys } from '@/i18n/enum-labels';
import type { PatientEditorForm } from './use-patient-editor-form';

const SUGGESTIONS = ['a', 'b', 'c', 'd', 'e'] as const;

interface ItemDetailsProps {
  form: PatientEditorForm;
  index: number;
  name: string;
}

/**
 * What the allergy does and how dangerous it is (issue 23): a reaction from FHIR-like choices
 * with free text beside it, and FHIR's criticality. One column on a phone.
 */
export function AllergyDetails({ form, index, name }: ItemDetailsProps) {
  const { t } = useTranslation();
  const path = `medical.allergies.${index}` as const;
  const choose = (key: 'reaction' | 'criticality', value: string | null) => {
    const item = form.getValues().medical.allergies[index];
    if (item) form.replaceListItem('medical.allergies', index, { ...item, [key]: value ?? '' });
  };
  return (
    <Fieldset legend={t('patientEditor.medical.detailsOf', { name })} variant="filled" p="xs">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Select
          label={t('patientEditor.medical.reaction')}
          placeholder={t('patientEditor.medical.notRecorded')}
          data={allergyReactionValues.map((value) => ({
            value,
            label: t(enumLabelKeys.allergyReaction(value)),
          }))}
          clearable
          {...form.getInputProps(`${path}.reaction`)}
          onChange={(value: string | null) => choose('reaction', value)}
        />
        <TextInput
          label={t('patientEditor.medical.reactionNote')}
          maxLength={DETAIL_TEXT_MAX}
          {...form.getInputProps(`${path}.reactionNote`)}
        />
        <Select
          label={t('patientEditor.medical.criticality')}
          placeholder={t('patientEditor.medical.notRecorded')}
          data={allergyCriticalityValues.map((value) => ({
            value,
            label: t(enumLabelKeys.allergyCriticality(value)),
          }))}
          clearable
          {...form.getInputProps(`${path}.criticality`)}
          onChange={(value: string | null) => choose('criticality', value)}
        />
      </SimpleGrid>
    </Fieldset>
  );
}

/** Dose, how often and route: free text with suggestions in the member's language. */
export function MedicationDetails({ form, index, name }: ItemDetailsProps) {
  const { t } = useTranslation();
  const path = `medical.medications.${index}` as const;
  const suggestions = (group: 'dose' | 'frequency' | 'route') =>
    SUGGESTIONS.map((key) => t(`patientEditor.medical.${group}Suggestions.${key}`));
  return (
    <Fieldset legend={t('patientEditor.medical.detailsOf', { name })} variant="filled" p="xs">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        {(['dose', 'frequency', 'route'] as const).map((field) => (
          <Autocomplete
            key={field}
            label={t(`patientEditor.medical.${field}`)}
            data={suggestions(field)}
            maxLength={DETAIL_TEXT_MAX}
            {...form.getInputProps(`${path}.${field}`)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

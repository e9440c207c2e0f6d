import { Checkbox, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { circumstanceValues } from '@contract/signed-form';
import { enumLabelKeys } from '@/i18n/enum-labels';
import type { PatientEditorForm } from './use-patient-editor-form';

/**
 * [ours] Issue 23: what a crew should know before it reaches the patient, as flags, a note and
 * how to get in; shown on the responder's page above the medical lists.
 */
export function SpecialCircumstancesFields({ form }: { form: PatientEditorForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label={t('signedForm.editor.circumstances')}
        description={t('signedForm.editor.circumstancesHint')}
        {...form.getInputProps('directive.circumstances')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {circumstanceValues.map((value) => (
            <Checkbox key={value} value={value} label={t(enumLabelKeys.circumstance(value))} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Textarea
        label={t('signedForm.editor.note')}
        placeholder={t('signedForm.editor.notePlaceholder')}
        rows={2}
        {...form.getInputProps('directive.circumstancesNote')}
      />
      <TextInput
        label={t('signedForm.editor.access')}
        placeholder={t('signedForm.editor.accessPlaceholder')}
        {...form.getInputProps('directive.accessInstructions')}
      />
    </Stack>
  );
}

import { Checkbox, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { codeStatusValues } from '@contract/enums';
import { codeStatusText } from '../code-status-text';
import type { PatientEditorForm } from './use-patient-editor-form';

/**
 * Code status (SPEC §3 default FULL), each shown as its code with its meaning, never a bare
 * enum, and whether a signed form is on file.
 */
export function AdvancedDirectiveSection({ form }: { form: PatientEditorForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('patientEditor.fields.codeStatus')}
        {...form.getInputProps('directive.codeStatus')}
      >
        <Stack gap="xs" mt="xs">
          {codeStatusValues.map((value) => (
            <Radio key={value} value={value} label={codeStatusText(t, value)} />
          ))}
        </Stack>
      </Radio.Group>
      <Checkbox
        label={t('patientEditor.fields.codeStatusAttached')}
        {...form.getInputProps('directive.codeStatusAttached', { type: 'checkbox' })}
      />
    </Stack>
  );
}

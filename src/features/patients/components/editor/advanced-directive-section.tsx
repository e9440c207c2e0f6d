import { Checkbox, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { codeStatusValues } from '@contract/enums';
import { codeStatusText } from '../code-status-text';
import type { PatientEditorForm } from './use-patient-editor-form';
import type { ReactNode } from 'react';

/**
 * Code status, each shown as its code with its meaning, never a bare enum, and whether a signed
 * form is on file. [ours] A patient without one reads 'Not provided', as on the view and the
 * label page, not SPEC §3's default FULL: nothing is written that the member did not choose.
 */
export function AdvancedDirectiveSection({
  form,
  documents,
}: {
  form: PatientEditorForm;
  /** [issue 23] The signed form's pages (documents/signed-form-pages.tsx). */
  documents?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('patientEditor.fields.codeStatus')}
        {...form.getInputProps('directive.codeStatus')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="" label={t('common.notProvided')} />
          {codeStatusValues.map((value) => (
            <Radio key={value} value={value} label={codeStatusText(t, value)} />
          ))}
        </Stack>
      </Radio.Group>
      <Checkbox
        label={t('patientEditor.fields.codeStatusAttached')}
        {...form.getInputProps('directive.codeStatusAttached', { type: 'checkbox' })}
      />
      {documents}
    </Stack>
  );
}

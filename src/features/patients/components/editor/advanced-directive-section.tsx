import { Checkbox, Divider, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { codeStatusValues } from '@contract/enums';
import {
  codeStatusOfSignedForm,
  polstCprValues,
  polstTreatmentValues,
  signedFormKindValues,
  type SignedFormDecisions,
} from '@contract/signed-form';
import { DateField } from '@/components/date-field/date-field';
import { enumLabelKeys } from '@/i18n/enum-labels';
import { todayDate } from '@/lib/dates';
import { codeStatusText } from '../code-status-text';
import { SpecialCircumstancesFields } from './special-circumstances-fields';
import type { PatientEditorForm } from './use-patient-editor-form';
import type { ReactNode } from 'react';

interface SectionProps {
  form: PatientEditorForm;
  collectPhi: boolean;
  /** [issue 23] The signed form's pages (documents/signed-form-pages.tsx). */
  documents?: ReactNode;
}

/**
 * The signed form (issue 23: its kind, the date signed with PHI on only, where the original is
 * kept, a POLST's Sections A and B), the code status, each shown as its code with its meaning,
 * whether a signed form is on file, and the special circumstances. A filled form decides the
 * code status (codeStatusOfSignedForm), which is then shown and not chosen. [ours] A patient
 * without one reads 'Not provided', as on the view and the label page, not SPEC §3's default
 * FULL: nothing is written that the member did not choose.
 */
export function AdvancedDirectiveSection({ form, collectPhi, documents }: SectionProps) {
  const { t } = useTranslation();
  const values = form.values.directive;
  const formStatus = codeStatusOfSignedForm(values as SignedFormDecisions);
  const codeStatusInput = form.getInputProps('directive.codeStatus');
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('signedForm.editor.kind')}
        {...form.getInputProps('directive.signedFormKind')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="" label={t('signedForm.editor.noForm')} />
          {signedFormKindValues.map((value) => (
            <Radio key={value} value={value} label={t(enumLabelKeys.signedFormKind(value))} />
          ))}
        </Stack>
      </Radio.Group>
      {values.signedFormKind === 'POLST' && (
        <>
          <Radio.Group
            label={t('signedForm.editor.polstCpr')}
            {...form.getInputProps('directive.polstCpr')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="" label={t('signedForm.editor.notFilled')} />
              {polstCprValues.map((value) => (
                <Radio key={value} value={value} label={t(enumLabelKeys.polstCpr(value))} />
              ))}
            </Stack>
          </Radio.Group>
          <Radio.Group
            label={t('signedForm.editor.polstTreatment')}
            {...form.getInputProps('directive.polstTreatment')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="" label={t('signedForm.editor.notFilled')} />
              {polstTreatmentValues.map((value) => (
                <Radio key={value} value={value} label={t(enumLabelKeys.polstTreatment(value))} />
              ))}
            </Stack>
          </Radio.Group>
        </>
      )}
      {values.signedFormKind !== '' && collectPhi && (
        <DateField
          label={t('signedForm.editor.date')}
          description={t('signedForm.editor.dateHint')}
          placeholder={t('patientEditor.placeholders.dateOfBirth')}
          calendarLabel={t('patientEditor.fields.openCalendar')}
          maxDate={todayDate()}
          value={values.signedFormDate}
          onChange={(value) => form.setFieldValue('directive.signedFormDate', value)}
          onBlur={() => {
            form.validateField('directive.signedFormDate');
          }}
          error={form.errors['directive.signedFormDate']}
          invalidMessage={t('signedForm.editor.dateInvalid')}
          afterMaxMessage={t('signedForm.editor.dateFuture')}
          data-path="directive.signedFormDate"
        />
      )}
      {values.signedFormKind !== '' && (
        <TextInput
          label={t('signedForm.editor.location')}
          placeholder={t('signedForm.editor.locationPlaceholder')}
          {...form.getInputProps('directive.signedFormLocation')}
        />
      )}
      <Radio.Group
        label={t('patientEditor.fields.codeStatus')}
        description={formStatus ? t('signedForm.editor.codeStatusFollows') : undefined}
        {...codeStatusInput}
        value={formStatus ?? (codeStatusInput.value as string)}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="" label={t('common.notProvided')} disabled={formStatus !== null} />
          {codeStatusValues.map((value) => (
            <Radio
              key={value}
              value={value}
              label={codeStatusText(t, value)}
              disabled={formStatus !== null}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Checkbox
        label={t('patientEditor.fields.codeStatusAttached')}
        {...form.getInputProps('directive.codeStatusAttached', { type: 'checkbox' })}
      />
      {documents}
      <Divider />
      <SpecialCircumstancesFields form={form} />
    </Stack>
  );
}

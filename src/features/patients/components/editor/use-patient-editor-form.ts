import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/lib/forms';
import { patientEditorSchema, type PatientEditorValues } from './patient-editor-schema';

/** The editor's one form over the one schema (SPEC §5 patient form). */
export function usePatientEditorForm(initialValues: PatientEditorValues, collectPhi: boolean) {
  const { t } = useTranslation();
  const schema = useMemo(() => patientEditorSchema(t, collectPhi), [t, collectPhi]);
  return { form: useSchemaForm(schema, initialValues), schema };
}

export type PatientEditorForm = ReturnType<typeof usePatientEditorForm>['form'];

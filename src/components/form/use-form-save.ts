import type { UseFormReturnType } from '@mantine/form';
import { useFormSubmit, type FormSubmit, type FormSubmitOptions } from './use-form-submit';
import { useUnsavedChanges, type UnsavedChangesGuard } from './use-unsaved-changes';

export interface FormSave extends FormSubmit {
  guard: UnsavedChangesGuard;
}

/**
 * Submitting a form that edits a record (useFormSubmit) with SPEC §2's leave guard: leaving a
 * changed form asks first, except after a successful save.
 */
export function useFormSave<V extends Record<string, unknown>, B, R>(
  form: UseFormReturnType<V, B>,
  { onSaved, ...options }: FormSubmitOptions<B, R>,
): FormSave {
  const guard = useUnsavedChanges(form.isDirty());
  const submit = useFormSubmit(form, {
    ...options,
    onSaved: (result) => {
      guard.release();
      onSaved(result);
    },
  });
  return { ...submit, guard };
}

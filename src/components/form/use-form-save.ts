import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { applyServerErrors, type FormFailureReason } from '@/lib/forms';
import { useUnsavedChanges, type UnsavedChangesGuard } from './use-unsaved-changes';

interface FormSaveOptions<B, R> {
  /** Sends the body (a mutation's mutateAsync); a rejection lands on the form. */
  save: (body: B) => Promise<R>;
  /** After a successful save, when leaving is no longer questioned. */
  onSaved: (result: R) => void;
  /** Form field of a body key that is named differently (see applyServerErrors). */
  fieldOf?: Readonly<Record<string, string>>;
}

export interface FormSave {
  handleSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  failure: FormFailureReason | null;
  isSubmitting: boolean;
  guard: UnsavedChangesGuard;
}

/**
 * Submitting a form: validate, save, then either go on (`onSaved`) or put the server's errors on
 * their fields and the rest in `failure` for FormFailure. Leaving a changed form asks first.
 */
export function useFormSave<V extends Record<string, unknown>, B, R>(
  form: UseFormReturnType<V, B>,
  { save, onSaved, fieldOf }: FormSaveOptions<B, R>,
): FormSave {
  const [failure, setFailure] = useState<FormFailureReason | null>(null);
  const guard = useUnsavedChanges(form.isDirty());
  const handleSubmit = form.onSubmit(async (body) => {
    setFailure(null);
    let result: R;
    try {
      result = await save(body);
    } catch (error) {
      setFailure(applyServerErrors(form, error, fieldOf));
      return;
    }
    guard.release();
    onSaved(result);
  });
  return { handleSubmit, failure, isSubmitting: form.submitting, guard };
}

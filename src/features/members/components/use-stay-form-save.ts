import { useState, type FormEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { applyServerErrors, type FormFailureReason } from '@/lib/forms';

/**
 * Submitting a form that stays on the page once saved (the profile's two forms): validate, save,
 * then `onSaved`; a rejection puts the server's errors on their fields and the rest in `failure`.
 * Unlike useFormSave it sets no leave guard, which a page with two forms could not hold twice.
 */
export function useStayFormSave<V extends Record<string, unknown>, B, R>(
  form: UseFormReturnType<V, B>,
  { save, onSaved }: { save: (body: B) => Promise<R>; onSaved: (result: R) => void },
) {
  const [failure, setFailure] = useState<FormFailureReason | null>(null);
  const submit = form.onSubmit(async (body) => {
    setFailure(null);
    try {
      onSaved(await save(body));
    } catch (error) {
      setFailure(applyServerErrors(form, error));
    }
  });
  return {
    handleSubmit: (event: FormEvent<HTMLFormElement>) => submit(event),
    failure,
    isSubmitting: form.submitting,
  };
}

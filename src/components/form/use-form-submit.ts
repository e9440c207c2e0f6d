import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { applyServerErrors, type FormFailureReason } from '@/lib/forms';

export interface FormSubmitOptions<B, R> {
  /** Sends the body (a mutation's mutateAsync); a rejection lands on the form. */
  save: (body: B) => Promise<R>;
  /** After a successful save. */
  onSaved: (result: R) => void;
  /** Form field of a body key that is named differently (see applyServerErrors). */
  fieldOf?: Readonly<Record<string, string>>;
  /**
   * Where a rejection shows, for a form whose failures have places of their own (the login's
   * SPEC §8 texts, a code step's field): puts what belongs on fields there and returns what the
   * failure alert shows. By default the 422 items go on their fields (applyServerErrors).
   */
  showFailure?: (error: unknown) => FormFailureReason | null;
  /** What the failure alert shows before the first submit (why the member is back here). */
  initialFailure?: FormFailureReason | null;
}

export interface FormSubmit {
  handleSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  failure: FormFailureReason | null;
  isSubmitting: boolean;
}

/** What a refused submit points the member to: a field marked invalid, or the failure alert. */
const ERROR_SELECTOR = '[aria-invalid="true"], [data-form-failure]';

/**
 * The first error in the form, in reading order, takes the focus and is scrolled to the middle of
 * the screen: on a phone the alert above the fields is often out of sight when Submit is
 * pressed (issue 22). An alert is not focusable by itself, so it is made focusable by script only.
 */
function focusFirstError(formElement: HTMLFormElement): void {
  const target = formElement.querySelector<HTMLElement>(ERROR_SELECTOR);
  if (!target) return;
  if (!target.matches('input, textarea, select, button, [tabindex]')) {
    target.setAttribute('tabindex', '-1');
  }
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

/**
 * Submitting a form, the one way every form does it: validate with the form's schema, save, then
 * go on (`onSaved`) or put the server's errors on their fields and the rest in `failure` for
 * FormFailure. Either way a refused submit moves the focus to the first error and scrolls it into
 * view. A second submit while one is under way is dropped. useFormSave adds the leave guard; a
 * form used alone (stays on its page, or signs in) takes this without one.
 */
export function useFormSubmit<V extends Record<string, unknown>, B, R>(
  form: UseFormReturnType<V, B>,
  { save, onSaved, fieldOf, showFailure, initialFailure = null }: FormSubmitOptions<B, R>,
): FormSubmit {
  const [failure, setFailure] = useState<FormFailureReason | null>(initialFailure);
  const formElement = useRef<HTMLFormElement | null>(null);
  // Counts refused submits: the errors are in the page only after the render that follows.
  const [refusals, setRefusals] = useState(0);
  const focusError = useEffectEvent((element: HTMLFormElement) => {
    // Moving the focus blurs the field the member pressed Enter in, and its blur validation
    // would clear a server error on it: the values have not changed, so the errors stay.
    const errors = form.errors;
    focusFirstError(element);
    form.setErrors(errors);
  });
  useEffect(() => {
    if (refusals > 0 && formElement.current) focusError(formElement.current);
  }, [refusals]);
  const refuse = () => setRefusals((count) => count + 1);

  const submitValues = form.onSubmit(async (body) => {
    // A submit event re-renders before the next one, so this sees a save under way (an Enter
    // pressed twice, where the disabled button does not stop it).
    if (form.submitting) return;
    setFailure(null);
    let result: R;
    try {
      result = await save(body);
    } catch (error) {
      setFailure(showFailure ? showFailure(error) : applyServerErrors(form, error, fieldOf));
      refuse();
      return;
    }
    onSaved(result);
  }, refuse);
  const handleSubmit = (event?: React.FormEvent<HTMLFormElement>) => {
    if (event) formElement.current = event.currentTarget;
    submitValues(event);
  };
  return { handleSubmit, failure, isSubmitting: form.submitting };
}

import type { TFunction } from 'i18next';
import type { SignedFormDecisions } from '@contract/signed-form';
import { enumLabelKeys } from '@/i18n/enum-labels';
import { formatDate } from '@/lib/dates';

/**
 * The signed form in words, for the top of the responder's page: 'POLST: Do not attempt CPR —
 * Comfort-focused treatment, signed March 3, 2025', 'DNR form', or null when no form is
 * recorded (the reference server sends none). The date is absent while PHI collection is off.
 */
export function signedFormText(
  t: TFunction<'common'>,
  form: SignedFormDecisions & { signedFormDate?: string | null },
): string | null {
  const { signedFormKind: kind, polstCpr: cpr, polstTreatment: treatment } = form;
  if (!kind) return null;
  let text = t(enumLabelKeys.signedFormKind(kind));
  if (kind === 'POLST' && cpr) {
    const decision = treatment
      ? t('signedForm.view.polstDecision', {
          cpr: t(enumLabelKeys.polstCpr(cpr)),
          treatment: t(enumLabelKeys.polstTreatment(treatment)),
        })
      : t(enumLabelKeys.polstCpr(cpr));
    text = t('signedForm.view.withDecision', { kind: text, decision });
  }
  const date = formatDate(form.signedFormDate);
  return date ? t('signedForm.view.signed', { form: text, date }) : text;
}

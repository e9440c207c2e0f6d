import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { hospitalCreateSchema } from '@contract/hospitals';
import { FREE_TEXT_MAX } from '@contract/common';
import { HOSPITAL_NAME_MAX, textRules } from '@contract/reference';
import { useSchemaForm } from '@/lib/forms';

/**
 * The hospital form: the contract's create body, each field first checked by SPEC §5's text rule
 * ([ours] the hospital name rule, e-mail 'Invalid email', phone as masked), then read by the
 * contract (trimmed, '' as null). What the form submits is the POST/PATCH body.
 */
export function hospitalFormSchema(t: TFunction<'common'>) {
  const { shape } = hospitalCreateSchema;
  return z.object({
    name: textRules.hospitalName({ message: t('common.validation.hospitalName') }).pipe(shape.name),
    address: z.string().pipe(shape.address),
    phone: textRules
      .phone({ message: t('common.validation.phoneFormat'), isOptional: true })
      .pipe(shape.phone),
    email: textRules
      .email({ message: t('common.validation.invalidEmail'), isOptional: true })
      .pipe(shape.email),
  });
}

export type HospitalFormValues = z.input<ReturnType<typeof hospitalFormSchema>>;

/** Longest text each field takes, from the contract's limits. */
export const hospitalMaxLength = {
  name: HOSPITAL_NAME_MAX,
  address: FREE_TEXT_MAX,
  email: FREE_TEXT_MAX,
} as const;

export const emptyHospitalForm: HospitalFormValues = {
  name: '',
  address: '',
  phone: '',
  email: '',
};

/** The hospital form's state: values as typed, submitted as the contract's body. */
export function useHospitalForm(initialValues: HospitalFormValues = emptyHospitalForm) {
  const { t } = useTranslation();
  const schema = useMemo(() => hospitalFormSchema(t), [t]);
  return useSchemaForm(schema, initialValues);
}

export type HospitalFormState = ReturnType<typeof useHospitalForm>;

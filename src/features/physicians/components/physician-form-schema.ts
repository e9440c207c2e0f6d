import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FREE_TEXT_MAX } from '@contract/common';
import { physicianCreateSchema, type PhysicianCreateBody } from '@contract/physicians';
import { textRules } from '@contract/reference';
import { toFormValues, useSchemaForm } from '@/lib/forms';
import type { PhysicianRecord } from '../api/physicians.api';

/** A name the user must give: not blank, then read by the contract (trimmed). */
const requiredText = (message: string) => z.string().refine((v) => v.trim() !== '', { message });

/**
 * SPEC §5 new physician modal and edit page: the contract's body, each field first checked by
 * its rule (first and last name required, phone as masked, e-mail a simple address), then read
 * by the contract (trimmed, '' as null).
 */
export function physicianFormSchema(t: TFunction<'common'>) {
  const { shape } = physicianCreateSchema;
  return z.object({
    firstName: requiredText(t('common.validation.firstNameRequired')).pipe(shape.firstName),
    middleName: z.string().pipe(shape.middleName),
    lastName: requiredText(t('common.validation.lastNameRequired')).pipe(shape.lastName),
    phone: textRules
      .phone({ message: t('common.validation.phoneFormat'), isOptional: true })
      .pipe(shape.phone),
    email: textRules
      .email({ message: t('common.validation.emailFormat'), isOptional: true })
      .pipe(shape.email),
  });
}

/**
 * The edit page adds the linked hospitals (chosen as picker items, sent as `hospitalIds`). An
 * empty middle name is sent as '' as the reference expects (API §7.2); null clears phone/e-mail.
 */
export function physicianEditSchema(t: TFunction<'common'>) {
  return physicianFormSchema(t)
    .extend({ hospitals: z.array(z.object({ id: z.string(), name: z.string() })) })
    .transform(({ hospitals, middleName, ...rest }) => ({
      ...rest,
      middleName: middleName ?? '',
      hospitalIds: hospitals.map((hospital) => hospital.id),
    }));
}

export type PhysicianFormValues = z.input<ReturnType<typeof physicianFormSchema>>;
export type PhysicianEditValues = z.input<ReturnType<typeof physicianEditSchema>>;

export const emptyPhysicianForm: PhysicianFormValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  phone: '',
  email: '',
};

/** Longest text each field takes, from the contract's limits. */
export const PHYSICIAN_TEXT_MAX = FREE_TEXT_MAX;

/** A 422 on `hospitalIds` belongs to the Hospitals field. */
export const physicianFieldOf = { hospitalIds: 'hospitals' } as const;

/** A hospital she is linked to, as the Hospitals field holds it. */
export interface LinkedHospital {
  id: string;
  name: string;
}

/**
 * The edit form's starting values. `linked` are her links as GET /hospitals?physicianId= lists
 * them; without it, her `hospitals`, which a server that leaves the key out reads as null.
 */
export function toPhysicianEditValues(
  physician: PhysicianRecord,
  linked?: readonly LinkedHospital[],
): PhysicianEditValues {
  return {
    ...toFormValues(emptyPhysicianForm, physician),
    hospitals: (linked ?? physician.hospitals ?? []).map(({ id, name }) => ({ id, name })),
  };
}

/**
 * POST /physicians, as the reference also accepts it (API §7.2): an empty phone or e-mail is
 * left out, an empty middle name is sent as "".
 */
export function toPhysicianCreateBody({
  middleName,
  phone,
  email,
  ...names
}: z.output<ReturnType<typeof physicianFormSchema>>): PhysicianCreateBody {
  return {
    ...names,
    middleName: middleName ?? '',
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
  };
}

export function usePhysicianForm() {
  const { t } = useTranslation();
  const schema = useMemo(() => physicianFormSchema(t), [t]);
  return useSchemaForm(schema, emptyPhysicianForm);
}

export function usePhysicianEditForm(initialValues: PhysicianEditValues) {
  const { t } = useTranslation();
  const schema = useMemo(() => physicianEditSchema(t), [t]);
  return useSchemaForm(schema, initialValues);
}

import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { languageValues, type Language } from '@contract/enums';
import { textRules } from '@contract/reference';
import { roleSchema } from '@contract/roles';
import { profilePatchSchema, userPatchSchema } from '@contract/users';
import { useSchemaForm } from '@/lib/forms';
import type { MemberRecord } from '../api/members.api';

/** A field the user must fill: not blank, then read by the contract. */
const requiredText = (message: string) => z.string().refine((v) => v.trim() !== '', { message });

/** [ours] The languages a member may add: every language but English, which all speak. */
export const otherLanguageValues = languageValues.filter(
  (language): language is Exclude<Language, 'ENGLISH'> => language !== 'ENGLISH',
);

/**
 * SPEC §2/§5 Edit User: first name, last name, e-mail and role required, middle name, and a
 * password that keeps the current one when blank (the contract reads `""` as "keep"); [ours]
 * organization and languages. What the form submits is the PATCH /users/:id body.
 */
export function memberEditSchema(t: TFunction<'common'>) {
  const { shape } = userPatchSchema;
  return z.object({
    firstName: requiredText(t('common.validation.firstNameRequired')).pipe(shape.firstName),
    middleName: z.string().pipe(shape.middleName),
    lastName: requiredText(t('common.validation.lastNameRequired')).pipe(shape.lastName),
    email: textRules.email({ message: t('common.validation.invalidEmail') }).pipe(shape.email),
    role: roleSchema,
    // The strength rule is the server's to apply (SPEC §5): its 422 lands on the field.
    password: z.string().transform((value) => (value === '' ? undefined : value)),
    organization: z.string().pipe(shape.organization),
    languages: z.array(z.enum(languageValues)).pipe(shape.languages),
  });
}

export type MemberEditValues = z.input<ReturnType<typeof memberEditSchema>>;

export function toMemberEditValues(member: MemberRecord): MemberEditValues {
  return {
    firstName: member.firstName,
    middleName: member.middleName ?? '',
    lastName: member.lastName,
    email: member.email,
    role: member.role,
    password: '',
    organization: member.organization ?? '',
    languages: member.languages ?? [],
  };
}

export function useMemberEditForm(initialValues: MemberEditValues) {
  const { t } = useTranslation();
  const schema = useMemo(() => memberEditSchema(t), [t]);
  return useSchemaForm(schema, initialValues);
}

export type MemberEditForm = ReturnType<typeof useMemberEditForm>;

/** [ours] The profile's own fields: organization and languages (PATCH /users/me). */
export function profileSchema() {
  const { shape } = profilePatchSchema;
  return z.object({
    organization: z.string().pipe(shape.organization),
    languages: z.array(z.enum(languageValues)).pipe(shape.languages),
  });
}

export function useProfileForm(member: Pick<MemberRecord, 'organization' | 'languages'>) {
  const schema = useMemo(() => profileSchema(), []);
  return useSchemaForm(schema, {
    organization: member.organization ?? '',
    languages: member.languages ?? [],
  });
}

import { z } from 'zod';

export const genderValues = [
  'FEMALE',
  'MALE',
  'TRANS_MALE',
  'TRANS_FEMALE',
  'OTHER',
  'UNKNOWN',
] as const;
export const genderSchema = z.enum(genderValues);
export type Gender = z.infer<typeof genderSchema>;

export const languageValues = [
  'CANTONESE',
  'ENGLISH',
  'MANDARIN',
  'RUSSIAN',
  'SPANISH',
  'TAGALOG',
] as const;
export const languageSchema = z.enum(languageValues);
export type Language = z.infer<typeof languageSchema>;

export const codeStatusValues = ['COMFORT', 'DNR', 'DNI', 'DNR_DNI', 'FULL'] as const;
export const codeStatusSchema = z.enum(codeStatusValues);
export type CodeStatus = z.infer<typeof codeStatusSchema>;

export const relationshipValues = [
  'SPOUSE',
  'PARENT',
  'CHILD',
  'SIBLING',
  'OTHER',
  'UNKNOWN',
] as const;
export const relationshipSchema = z.enum(relationshipValues);
export type Relationship = z.infer<typeof relationshipSchema>;

export const allergyTypeValues = ['DRUG', 'OTHER'] as const;
export const allergyTypeSchema = z.enum(allergyTypeValues);
export type AllergyType = z.infer<typeof allergyTypeSchema>;

export const codingSystemValues = ['SNOMED', 'RXNORM', 'ICD10'] as const;
export const codingSystemSchema = z.enum(codingSystemValues);
export type CodingSystem = z.infer<typeof codingSystemSchema>;

export const userStatusFilterValues = ['unapproved', 'approved', 'rejected', 'disabled'] as const;
export const userStatusFilterSchema = z.enum(userStatusFilterValues);
export type UserStatusFilter = z.infer<typeof userStatusFilterSchema>;

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

/*
 * Issue 23: what an allergy does, how dangerous it is, and the medication classes a responder
 * must know about. Criticality uses FHIR AllergyIntolerance.criticality's codes as they are.
 */
export const allergyReactionValues = [
  'ANAPHYLAXIS',
  'HIVES',
  'RASH',
  'SWELLING',
  'BREATHING_DIFFICULTY',
  'OTHER',
] as const;
export const allergyReactionSchema = z.enum(allergyReactionValues);
export type AllergyReaction = z.infer<typeof allergyReactionSchema>;

export const allergyCriticalityValues = ['high', 'low', 'unable-to-assess'] as const;
export const allergyCriticalitySchema = z.enum(allergyCriticalityValues);
export type AllergyCriticality = z.infer<typeof allergyCriticalitySchema>;

/** High-risk medication classes for responders (docs/patients.md says why each is here). */
export const highRiskCategoryValues = [
  'ANTICOAGULANT',
  'ANTIPLATELET',
  'INSULIN',
  'HYPOGLYCAEMIC',
  'OPIOID',
  'ANTIEPILEPTIC',
  'BETA_BLOCKER',
  'IMMUNOSUPPRESSANT',
  'STEROID',
] as const;
export const highRiskCategorySchema = z.enum(highRiskCategoryValues);
export type HighRiskCategory = z.infer<typeof highRiskCategorySchema>;

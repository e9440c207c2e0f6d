import { z } from 'zod';
import { allergyTypeSchema, codingSystemSchema, highRiskCategorySchema } from './enums';
import {
  freeText,
  idParamSchema,
  paginationQuerySchema,
  recordStampFields,
  text,
  uuidSchema,
} from './common';

/** The three medical catalogs, as named by the import command and the admin page. */
export const catalogKindValues = ['allergies', 'medications', 'conditions'] as const;
export const catalogKindSchema = z.enum(catalogKindValues);
export type CatalogKind = z.infer<typeof catalogKindSchema>;

export const CATALOG_NAME_MAX = 255;

export const catalogMessages = {
  blankName: 'Name cannot be empty or just spaces.',
  allergyIdFormat: 'Invalid allergy ID format',
  allergyNotFound: 'Allergy not found',
  allergyDeleted: 'Allergy deleted successfully',
  allergyMissing: (id: string) => `Allergy with ID ${id} does not exist in database.`,
  medicationIdFormat: 'Invalid medication ID format',
  medicationNotFound: 'Medication not found',
  medicationDeleted: 'Medication deleted successfully',
  medicationMissing: (id: string) => `Medication with ID ${id} does not exist in database.`,
  conditionIdFormat: 'Invalid condition ID format',
  conditionNotFound: 'Condition not found',
  conditionDeleted: 'Condition deleted successfully',
  conditionMissing: (id: string) => `Condition with ID ${id} does not exist in database.`,
  /**
   * [ours] 409 from PATCH /<kind>/:id when another entry has that name case-insensitively (for
   * allergies, in that type), naming the entry as stored. Worded like the SPA's notice when
   * adding an existing entry ('… already existed, so nothing was added.').
   */
  duplicate: (name: string) => `${name} already exists, so nothing was changed.`,
  /**
   * [ours, issue 23] 409 from DELETE /<kind>/:id while patients have the entry: it is never
   * unlinked silently. Worded without a plural (`total` is any number).
   */
  inUse: (name: string, total: string) =>
    `${name} cannot be deleted: patients' records with it: ${total}. Merge it into another entry instead.`,
  /** [ours] 422 from POST /<kind>/:id/merge when `into` is the entry itself. */
  mergeIntoItself: 'An entry cannot be merged into itself.',
  /** [ours] 404 from POST /<kind>/:id/merge when `into` names no entry of that catalog. */
  mergeTargetMissing: (id: string) => `The entry to merge into, ${id}, does not exist.`,
  /** [ours] 409 from POST /allergies/:id/merge when the two allergies are of different types. */
  mergeTypeMismatch: 'Allergies of different types cannot be merged.',
  /** [ours] 200 from POST /<kind>/:id/merge. */
  merged: (name: string, into: string, total: string) =>
    `${name} was merged into ${into}; patients' records moved: ${total}.`,
} as const;

/** The by-id messages of each catalog, for code that handles the three alike. */
export const catalogEntryMessages = {
  allergies: {
    idFormat: catalogMessages.allergyIdFormat,
    notFound: catalogMessages.allergyNotFound,
    deleted: catalogMessages.allergyDeleted,
    missing: catalogMessages.allergyMissing,
  },
  medications: {
    idFormat: catalogMessages.medicationIdFormat,
    notFound: catalogMessages.medicationNotFound,
    deleted: catalogMessages.medicationDeleted,
    missing: catalogMessages.medicationMissing,
  },
  conditions: {
    idFormat: catalogMessages.conditionIdFormat,
    notFound: catalogMessages.conditionNotFound,
    deleted: catalogMessages.conditionDeleted,
    missing: catalogMessages.conditionMissing,
  },
} as const satisfies Record<
  CatalogKind,
  { idFormat: string; notFound: string; deleted: string; missing: (id: string) => string }
>;

/** A present name that trims to nothing is a 400 (catalogMessages.blankName), not a 422. */
export function isBlankName(name: string): boolean {
  return name.trim().length === 0;
}

const catalogEntryBase = {
  id: uuidSchema,
  name: z.string(),
  ...recordStampFields,
};

export const allergySchema = z.object({
  ...catalogEntryBase,
  type: allergyTypeSchema,
  system: codingSystemSchema.nullable(),
  code: z.string().nullable(),
});
export type Allergy = z.infer<typeof allergySchema>;

export const medicationSchema = z.object({
  ...catalogEntryBase,
  altNames: z.string().nullable(),
  system: codingSystemSchema.nullable(),
  code: z.string().nullable(),
  /** [ours, issue 23] A class responders must know about; absent on the reference. */
  highRisk: highRiskCategorySchema.nullable().optional(),
});
export type Medication = z.infer<typeof medicationSchema>;

export const conditionSchema = z.object({
  ...catalogEntryBase,
  category: z.string().nullable(),
  system: codingSystemSchema.nullable(),
  code: z.string().nullable(),
});
export type Condition = z.infer<typeof conditionSchema>;

/* Register bodies: `name` is required; the handler trims it and answers a blank one with 400. */

const optionalSystem = () => codingSystemSchema.nullable().optional();
const optionalText = () => freeText().nullable().optional();

export const allergyRegisterSchema = z.object({
  name: freeText(),
  type: allergyTypeSchema,
  system: optionalSystem(),
  code: optionalText(),
});
export type AllergyRegisterBody = z.infer<typeof allergyRegisterSchema>;

/** PATCH /allergies/:id takes the register body: absent system/code = unchanged, null = clear. */
export const allergyPatchSchema = allergyRegisterSchema;
export type AllergyPatchBody = z.infer<typeof allergyPatchSchema>;

export const conditionRegisterSchema = z.object({
  name: freeText(),
  category: optionalText(),
  system: optionalSystem(),
  code: optionalText(),
});
export type ConditionRegisterBody = z.infer<typeof conditionRegisterSchema>;

/** PATCH /conditions/:id takes the register body: absent keys unchanged, null clears. */
export const conditionPatchSchema = conditionRegisterSchema;
export type ConditionPatchBody = z.infer<typeof conditionPatchSchema>;

export const medicationRegisterSchema = z.object({
  name: freeText(),
  altNames: optionalText(),
  system: optionalSystem(),
  code: optionalText(),
  /** [ours, issue 23] Absent = unchanged (a new entry: none), null clears. */
  highRisk: highRiskCategorySchema.nullable().optional(),
});
export type MedicationRegisterBody = z.infer<typeof medicationRegisterSchema>;

/** PATCH /medications/:id takes the register body: absent keys unchanged, null clears. */
export const medicationPatchSchema = medicationRegisterSchema;
export type MedicationPatchBody = z.infer<typeof medicationPatchSchema>;

export const allergyIdParamsSchema = z.object({
  id: idParamSchema(catalogMessages.allergyIdFormat),
});
export const medicationIdParamsSchema = z.object({
  id: idParamSchema(catalogMessages.medicationIdFormat),
});
export const conditionIdParamsSchema = z.object({
  id: idParamSchema(catalogMessages.conditionIdFormat),
});

/** [ours, issue 23] POST /<kind>/:id/merge: the entry of the same catalog to move patients to. */
export const catalogMergeBodySchema = z.object({
  into: idParamSchema(),
});
export type CatalogMergeBody = z.infer<typeof catalogMergeBodySchema>;

/**
 * [ours] The merge's answer: how many patients' records now point at `into` instead (a patient
 * who had both keeps one link), and the message.
 */
export const catalogMergeAnswerSchema = z.object({
  message: z.string(),
  patients: z.number().int().nonnegative(),
});
export type CatalogMergeAnswer = z.infer<typeof catalogMergeAnswerSchema>;

/** [ours] GET /<kind>/:id/usage: how many patients have the entry on their list. */
export const catalogUsageSchema = z.object({
  patients: z.number().int().nonnegative(),
});
export type CatalogUsage = z.infer<typeof catalogUsageSchema>;

/** [ours] The 409 of DELETE /<kind>/:id while patients have the entry: the message and the count. */
export const catalogInUseSchema = z.object({
  message: z.string(),
  patients: z.number().int().nonnegative(),
});

/*
 * List queries. The term is one string (a repeated key is an array → 'Expected string, received
 * array'); it stays as sent so Link URLs echo it, and the service trims it before matching.
 */
export const allergyListQuerySchema = paginationQuerySchema.extend({
  allergy: text().optional(),
});
export type AllergyListQuery = z.infer<typeof allergyListQuerySchema>;

export const medicationListQuerySchema = paginationQuerySchema.extend({
  medication: text().optional(),
});
export type MedicationListQuery = z.infer<typeof medicationListQuerySchema>;

export const conditionListQuerySchema = paginationQuerySchema.extend({
  condition: text().optional(),
});
export type ConditionListQuery = z.infer<typeof conditionListQuerySchema>;

/** The query key that carries each catalog's search term. */
export const catalogTermKey = {
  allergies: 'allergy',
  medications: 'medication',
  conditions: 'condition',
} as const satisfies Record<CatalogKind, string>;

/*
 * Seed entries: what the shipped catalogs and the importers produce, before ids and audit
 * columns exist. Names are trimmed, non-blank and at most 255 characters.
 */

const seedName = () => z.string().trim().min(1).max(CATALOG_NAME_MAX);
const seedText = () => z.string().max(CATALOG_NAME_MAX).nullable();

export const allergySeedSchema = z.object({
  name: seedName(),
  type: allergyTypeSchema,
  system: codingSystemSchema.nullable(),
  code: seedText(),
});
export type AllergySeed = z.infer<typeof allergySeedSchema>;

export const medicationSeedSchema = z.object({
  name: seedName(),
  altNames: seedText(),
  system: codingSystemSchema.nullable(),
  code: seedText(),
  /** Set by the seed from its class lists (catalogs.high-risk.ts), not by the importers. */
  highRisk: highRiskCategorySchema.nullable().optional(),
});
export type MedicationSeed = z.infer<typeof medicationSeedSchema>;

export const conditionSeedSchema = z.object({
  name: seedName(),
  category: seedText(),
  system: codingSystemSchema.nullable(),
  code: seedText(),
});
export type ConditionSeed = z.infer<typeof conditionSeedSchema>;

export type CatalogSeed<K extends CatalogKind> = {
  allergies: AllergySeed;
  medications: MedicationSeed;
  conditions: ConditionSeed;
}[K];

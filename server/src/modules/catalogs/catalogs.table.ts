import { sql } from 'drizzle-orm';
import { pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { allergyTypeValues, codingSystemValues, highRiskCategoryValues } from '@contract/enums';
import { stampColumns } from '../../db/stamp-columns';
import { trigramIndex } from '../../db/indexes';

export const allergyTypeEnum = pgEnum('allergy_type', allergyTypeValues);
export const codingSystemEnum = pgEnum('coding_system', codingSystemValues);
export const highRiskCategoryEnum = pgEnum('high_risk_category', highRiskCategoryValues);

/*
 * The three catalogs. A name is unique case-insensitively (an allergy's per type): register,
 * the shipped-catalog seed and the importers all match on lower(name). The GIN trigram index
 * serves the lists' substring search, lower(name) LIKE '%term%' (medications: alt_names too).
 */

export const allergies = pgTable(
  'allergies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: allergyTypeEnum('type').notNull(),
    system: codingSystemEnum('system'),
    code: text('code'),
    ...stampColumns(),
  },
  (table) => [
    uniqueIndex('allergies_name_type_unique').on(sql`lower(${table.name})`, table.type),
    trigramIndex('allergies_name_trgm_idx', table.name),
  ],
);

export const medications = pgTable(
  'medications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    altNames: text('alt_names'),
    system: codingSystemEnum('system'),
    code: text('code'),
    /** Issue 23: a class responders must know about (a badge on the responder's page). */
    highRisk: highRiskCategoryEnum('high_risk'),
    ...stampColumns(),
  },
  (table) => [
    uniqueIndex('medications_name_unique').on(sql`lower(${table.name})`),
    trigramIndex('medications_name_trgm_idx', table.name),
    // The list's term also matches the alternative names ('tylenol' finds acetaminophen).
    trigramIndex('medications_alt_names_trgm_idx', table.altNames),
  ],
);

export const conditions = pgTable(
  'conditions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: text('category'),
    system: codingSystemEnum('system'),
    code: text('code'),
    ...stampColumns(),
  },
  (table) => [
    uniqueIndex('conditions_name_unique').on(sql`lower(${table.name})`),
    trigramIndex('conditions_name_trgm_idx', table.name),
  ],
);

export type AllergyRow = typeof allergies.$inferSelect;
export type MedicationRow = typeof medications.$inferSelect;
export type ConditionRow = typeof conditions.$inferSelect;

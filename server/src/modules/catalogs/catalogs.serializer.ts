import type { Allergy, CatalogKind, Condition, Medication } from '@contract/catalogs';
import { stampFields } from '../../lib/stamp-fields';
import type { AllergyRow, ConditionRow, MedicationRow } from './catalogs.table';

export interface CatalogRows {
  allergies: AllergyRow;
  medications: MedicationRow;
  conditions: ConditionRow;
}

export interface CatalogEntries {
  allergies: Allergy;
  medications: Medication;
  conditions: Condition;
}

const common = (row: CatalogRows[CatalogKind]) => ({
  id: row.id,
  name: row.name,
  ...stampFields(row),
});

export const toAllergy = (row: AllergyRow): Allergy => ({
  ...common(row),
  type: row.type,
  system: row.system,
  code: row.code,
});

export const toMedication = (row: MedicationRow): Medication => ({
  ...common(row),
  altNames: row.altNames,
  system: row.system,
  code: row.code,
  highRisk: row.highRisk,
});

export const toCondition = (row: ConditionRow): Condition => ({
  ...common(row),
  category: row.category,
  system: row.system,
  code: row.code,
});

/** Each catalog entry as the API sends it (API.md §2.7–2.9). */
export const catalogSerializers: {
  [K in CatalogKind]: (row: CatalogRows[K]) => CatalogEntries[K];
} = {
  allergies: toAllergy,
  medications: toMedication,
  conditions: toCondition,
};

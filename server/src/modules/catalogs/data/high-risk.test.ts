import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { highRiskCategoryValues } from '@contract/enums';
import { highRiskMedications } from './high-risk';
import { medications } from './medications';

/* Issue 23: the shipped medications' high-risk classes, in the seed and in the migration. */

const migration = readFileSync(
  join(import.meta.dirname, '../../../db/migrations/0017_medical_lists.sql'),
  'utf8',
);

/** The names each hand-written UPDATE flags, by class. */
function flaggedByMigration(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const update = /SET "high_risk" = '([A-Z_]+)' WHERE "high_risk" IS NULL AND lower\("name"\) IN \(([^)]*)\)/g;
  for (const [, category = '', list = ''] of migration.matchAll(update)) {
    found[category] = [...list.matchAll(/'((?:[^']|'')*)'/g)].map(([, name = '']) => name);
  }
  return found;
}

describe('high-risk medications', () => {
  it('names only shipped medications, each in one class', () => {
    const shipped = new Set(medications.map((entry) => entry.name));
    const named = Object.values(highRiskMedications).flat();
    expect(named.filter((name) => !shipped.has(name))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
    expect(Object.keys(highRiskMedications).sort()).toEqual([...highRiskCategoryValues].sort());
  });

  it('flags the same names in the seed and in the migration for existing installs', () => {
    const byMigration = flaggedByMigration();
    for (const [category, names] of Object.entries(highRiskMedications)) {
      expect(byMigration[category], category).toEqual(names.map((name) => name.toLowerCase()));
      for (const name of names) {
        expect(medications.find((entry) => entry.name === name)?.highRisk).toBe(category);
      }
    }
  });
});

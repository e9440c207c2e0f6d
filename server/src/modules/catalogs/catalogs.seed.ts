import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CatalogKind } from '@contract/catalogs';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/app-settings.table';
import { allergies as shippedAllergies } from './data/allergies';
import { conditions as shippedConditions } from './data/conditions';
import { medications as shippedMedications } from './data/medications';
import { allergies, conditions, medications } from './catalogs.table';

const SEED_VERSION_KEY = 'shipped_catalogs_version';

/** Changes whenever the shipped data does. */
export const shippedCatalogsVersion = createHash('sha256')
  .update(JSON.stringify([shippedAllergies, shippedMedications, shippedConditions]))
  .digest('hex')
  .slice(0, 16);

export interface SeedResult {
  /** False when this version of the shipped data was already loaded. */
  ran: boolean;
  inserted: Record<CatalogKind, number>;
}

/**
 * Loads the shipped catalogs: each entry whose name (and type, for allergies) is not present yet
 * is inserted, through the unique indexes (ON CONFLICT DO NOTHING), so running it again changes
 * nothing. It runs once per version of the shipped data, recorded in app_settings, so an entry a
 * user renamed or deleted is not brought back at every start; `force` runs it regardless.
 */
export async function seedShippedCatalogs(
  db: Database,
  options: { force?: boolean } = {},
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const inserted: Record<CatalogKind, number> = { allergies: 0, medications: 0, conditions: 0 };
    const [stored] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, SEED_VERSION_KEY))
      .for('update');
    if (!options.force && stored?.value === shippedCatalogsVersion) return { ran: false, inserted };

    inserted.allergies = (
      await tx
        .insert(allergies)
        .values([...shippedAllergies])
        .onConflictDoNothing()
        .returning({ id: allergies.id })
    ).length;
    inserted.medications = (
      await tx
        .insert(medications)
        .values([...shippedMedications])
        .onConflictDoNothing()
        .returning({ id: medications.id })
    ).length;
    inserted.conditions = (
      await tx
        .insert(conditions)
        .values([...shippedConditions])
        .onConflictDoNothing()
        .returning({ id: conditions.id })
    ).length;
    await tx
      .insert(appSettings)
      .values({ key: SEED_VERSION_KEY, value: shippedCatalogsVersion })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: shippedCatalogsVersion } });
    return { ran: true, inserted };
  });
}

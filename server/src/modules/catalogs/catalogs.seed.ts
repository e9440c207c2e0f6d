import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CatalogKind } from '@contract/catalogs';
import type { Database, Queryable } from '../../db/client';
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

/* Each table with the rows it takes: a table cannot be paired with another catalog's rows. */
type Shipped<T extends typeof allergies | typeof medications | typeof conditions> = [
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
];

/** Inserts the shipped rows the catalog lacks (the unique index skips the rest); how many. */
async function insertMissing(
  tx: Queryable,
  ...[table, rows]:
    Shipped<typeof allergies> | Shipped<typeof medications> | Shipped<typeof conditions>
): Promise<number> {
  const added = await tx
    .insert(table)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: table.id });
  return added.length;
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

    inserted.allergies = await insertMissing(tx, allergies, shippedAllergies);
    inserted.medications = await insertMissing(tx, medications, shippedMedications);
    inserted.conditions = await insertMissing(tx, conditions, shippedConditions);
    await tx
      .insert(appSettings)
      .values({ key: SEED_VERSION_KEY, value: shippedCatalogsVersion })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: shippedCatalogsVersion } });
    return { ran: true, inserted };
  });
}

import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { registerCleanup } from '../../../testing/cleanup';
import { createTestDatabase } from '../../../testing/test-db';
import { allergies, conditions, medications } from '../catalogs.table';
import { importCatalog, ImportUsageError, type ImportCounts } from './catalog-import';

const fixture = (name: string) =>
  createReadStream(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));

let db: Database;
beforeAll(async () => {
  const database = await createTestDatabase();
  registerCleanup(() => database.destroy());
  db = database.handle.db;
});

describe('importCatalog: medications', () => {
  it('inserts the CSV fixture, reports rejected lines, and changes nothing the second time', async () => {
    const progress: ImportCounts[] = [];
    const first = await importCatalog(db, 'medications', 'csv', fixture('medications.csv'), {
      batchSize: 2,
      progressEvery: 5,
      onProgress: (counts) => progress.push(counts),
    });
    expect(first).toMatchObject({ inserted: 6, updated: 0, unchanged: 0, rejectedCount: 8 });
    expect(first.rejected.map((r) => r.line)).toEqual([7, 8, 9, 10, 11, 12, 13, 15]);
    expect(first.rejected[0]?.message).toBe('name is required');
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.at(-1)).toMatchObject({ inserted: 6, rejectedCount: 8 });

    const rows = await db.select().from(medications).orderBy(asc(medications.name));
    expect(rows.map((r) => r.name)).toEqual([
      'acetaminophen',
      'albuterol',
      'amoxicillin / clavulanate',
      'apixaban',
      'lisinopril',
      'sulfamethoxazole / trimethoprim',
    ]);
    expect(rows.find((r) => r.name === 'apixaban')).toMatchObject({
      altNames: 'Eliquis',
      system: 'RXNORM',
      code: '1364430',
      createdById: null,
    });

    const second = await importCatalog(db, 'medications', 'csv', fixture('medications.csv'));
    expect(second).toMatchObject({ inserted: 0, updated: 0, unchanged: 6, rejectedCount: 8 });
  });

  it('updates only entries the RxNorm file has something new for, and keeps stored brand names', async () => {
    const first = await importCatalog(db, 'medications', 'rxnorm-rrf', fixture('RXNCONSO.RRF'));
    // aspirin and morphine are new; apixaban and sulfamethoxazole / trimethoprim are there with
    // the same code, and the file's empty altNames must not clear their brand names.
    expect(first).toMatchObject({ inserted: 2, updated: 0, unchanged: 2, skipped: 6 });
    expect(first.rejected).toEqual([
      { line: 9, message: 'Expected 18 fields, found 2' },
      { line: 10, message: 'Invalid RXCUI abc' },
      { line: 11, message: 'Duplicate name Morphine in this file' },
      { line: 14, message: 'Expected 18 fields, found 19' },
    ]);
    const [combo] = await db
      .select()
      .from(medications)
      .where(eq(medications.name, 'sulfamethoxazole / trimethoprim'));
    expect(combo).toMatchObject({ altNames: 'Bactrim, Septra', code: '10831' });
    const [morphine] = await db.select().from(medications).where(eq(medications.name, 'morphine'));
    expect(morphine).toMatchObject({ system: 'RXNORM', code: '7052', altNames: null });

    const again = await importCatalog(db, 'medications', 'rxnorm-rrf', fixture('RXNCONSO.RRF'));
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 4 });
  });

  it('counts a changed field or spelling as an update', async () => {
    const csv = 'name,altNames,system,code\nACETAMINOPHEN,Tylenol,RXNORM,161\n';
    const result = await importCatalog(db, 'medications', 'csv', Readable.from([csv]));
    expect(result).toMatchObject({ inserted: 0, updated: 1, unchanged: 0 });
    const [row] = await db
      .select()
      .from(medications)
      .where(sql`lower(${medications.name}) = 'acetaminophen'`);
    expect(row).toMatchObject({ name: 'ACETAMINOPHEN', altNames: 'Tylenol', code: '161' });
  });
});

describe('importCatalog: allergies and conditions', () => {
  it('imports allergies per name and type, idempotently', async () => {
    const first = await importCatalog(db, 'allergies', 'csv', fixture('allergies.csv'));
    const rows = await db.select().from(allergies);
    expect(first.inserted).toBe(rows.length);
    expect(
      rows
        .filter((r) => r.name === 'Chlorhexidine')
        .map((r) => r.type)
        .sort(),
    ).toEqual(['DRUG', 'OTHER']);
    const second = await importCatalog(db, 'allergies', 'csv', fixture('allergies.csv'));
    expect(second).toMatchObject({ inserted: 0, updated: 0, unchanged: first.inserted });
  });

  it('imports conditions with their ICD-10-CM codes, idempotently', async () => {
    const first = await importCatalog(db, 'conditions', 'csv', fixture('conditions.csv'));
    expect(first.inserted).toBeGreaterThan(0);
    const [asthma] = await db.select().from(conditions).where(eq(conditions.name, 'Asthma'));
    expect(asthma).toMatchObject({ system: 'ICD10', code: 'J45.909' });
    const second = await importCatalog(db, 'conditions', 'csv', fixture('conditions.csv'));
    expect(second).toMatchObject({ inserted: 0, updated: 0, unchanged: first.inserted });
  });

  it('refuses the RxNorm format for other catalogs', async () => {
    await expect(importCatalog(db, 'allergies', 'rxnorm-rrf', Readable.from(['']))).rejects.toThrow(
      ImportUsageError,
    );
  });
});

import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogMessages } from '@contract/catalogs';
import { patientMessages, type Patient } from '@contract/patients';
import { queryRows } from '../../db/client';
import { apiRequester } from '../../testing/api-request';
import {
  insertAllergy,
  insertCondition,
  insertMedication,
  insertPatient,
} from '../../testing/patient-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngine } from '../../testing/test-db';
import { auditEvents } from '../audit/audit.table';
import { patientAllergies, patientMedications } from '../patients/patients.table';
import { allergies, medications } from './catalogs.table';

/**
 * Issue 23: an entry patients have is never deleted under them (409 with the count, nothing
 * changed); an admin merges it into another entry of the same catalog instead, which moves every
 * patient in one transaction and deletes it.
 */

let t: TestApp;
let admin: { user: { id: string }; cookie: string };
let staff: { user: { id: string }; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
  staff = await t.loginAs('STAFF');
});

const request = apiRequester(() => t);
const patientWith = (links: Parameters<typeof insertPatient>[4]) =>
  insertPatient(t.db, admin.user.id, t.clock.now(), {}, links);
const readPatient = async (id: string) =>
  (await request('GET', `/patients/${id}`, admin.cookie)).json<Patient>();
const allergyIdsOf = async (id: string) =>
  (await readPatient(id)).allergies.map((item) => item.allergy.id);

const eventsFor = (targetId: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'catalog'), eq(auditEvents.targetId, targetId)))
    .orderBy(asc(auditEvents.createdAt));

describe('DELETE /<catalog>/:id while patients have it', () => {
  it('answers 409 naming how many, and deletes nothing', async () => {
    const medication = await insertMedication(t.db, 'Warfarin test');
    const patients = [
      await patientWith({ medicationIds: [medication.id] }),
      await patientWith({ medicationIds: [medication.id] }),
      await patientWith({ medicationIds: [medication.id] }),
    ];
    const refused = await request('DELETE', `/medications/${medication.id}`, admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: catalogMessages.inUse('Warfarin test', '3'),
      patients: 3,
    });
    expect(refused.json<{ message: string }>().message).toBe(
      "Warfarin test cannot be deleted: patients' records with it: 3. Merge it into another entry instead.",
    );
    const [still] = await t.db.select().from(medications).where(eq(medications.id, medication.id));
    expect(still?.name).toBe('Warfarin test');
    const links = await t.db
      .select()
      .from(patientMedications)
      .where(eq(patientMedications.medicationId, medication.id));
    expect(links.map((link) => link.patientId).sort()).toEqual(patients.map((p) => p.id).sort());
    expect(await eventsFor(medication.id)).toEqual([]);
  });

  it('deletes an entry no patient has (200), with a catalog.delete event', async () => {
    const condition = await insertCondition(t.db, 'Unused condition');
    const usage = await request('GET', `/conditions/${condition.id}/usage`, admin.cookie);
    expect(usage.json()).toEqual({ patients: 0 });
    const deleted = await request('DELETE', `/conditions/${condition.id}`, admin.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: catalogMessages.conditionDeleted });
    expect(await eventsFor(condition.id)).toMatchObject([
      {
        action: 'catalog.delete',
        actorId: admin.user.id,
        actorRole: 'ADMIN',
        details: { kind: 'conditions', name: 'Unused condition', patients: 0, patientIds: [] },
      },
    ]);
  });
});

describe('GET /<catalog>/:id/usage', () => {
  it('counts the patients, for admins only', async () => {
    const allergy = await insertAllergy(t.db);
    await patientWith({ allergyIds: [allergy.id] });
    await patientWith({ allergyIds: [allergy.id] });
    const usage = await request('GET', `/allergies/${allergy.id}/usage`, admin.cookie);
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toEqual({ patients: 2 });
    expect((await request('GET', `/allergies/${allergy.id}/usage`, staff.cookie)).statusCode).toBe(
      403,
    );
    const unknown = await request('GET', `/allergies/${crypto.randomUUID()}/usage`, admin.cookie);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /<catalog>/:id/merge', () => {
  it('moves every patient to the target, keeps one link for a patient with both, at the earlier position, gapless', async () => {
    const [from, into, other] = [
      await insertAllergy(t.db, 'Penicilin (typo)'),
      await insertAllergy(t.db, 'Penicillin merge target'),
      await insertAllergy(t.db),
    ];
    // Only the merged entry; both, the merged one first; both, the target first.
    const onlyFrom = await patientWith({ allergyIds: [other.id, from.id] });
    const fromFirst = await patientWith({ allergyIds: [from.id, other.id, into.id] });
    const intoFirst = await patientWith({ allergyIds: [into.id, other.id, from.id] });
    const untouched = await patientWith({ allergyIds: [into.id] });

    const merged = await request('POST', `/allergies/${from.id}/merge`, admin.cookie, {
      into: into.id.toUpperCase(),
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({
      message: catalogMessages.merged(from.name, into.name, '3'),
      patients: 3,
    });

    expect(await allergyIdsOf(onlyFrom.id)).toEqual([other.id, into.id]);
    expect(await allergyIdsOf(fromFirst.id)).toEqual([into.id, other.id]);
    expect(await allergyIdsOf(intoFirst.id)).toEqual([into.id, other.id]);
    expect(await allergyIdsOf(untouched.id)).toEqual([into.id]);
    // Positions stay 0…n-1 on each list the merge touched.
    for (const patient of [onlyFrom, fromFirst, intoFirst]) {
      const rows = await t.db
        .select({ position: patientAllergies.position })
        .from(patientAllergies)
        .where(eq(patientAllergies.patientId, patient.id))
        .orderBy(asc(patientAllergies.position));
      expect(rows.map((row) => row.position)).toEqual([0, 1]);
    }
    expect(await t.db.select().from(allergies).where(eq(allergies.id, from.id))).toEqual([]);
    const [event] = await eventsFor(from.id);
    expect(event).toMatchObject({
      action: 'catalog.merge',
      actorId: admin.user.id,
      details: {
        kind: 'allergies',
        name: from.name,
        into: into.name,
        intoId: into.id,
        patients: 3,
        patientIds: [onlyFrom.id, fromFirst.id, intoFirst.id].sort(),
      },
    });
  });

  it('moves a link by changing its entry id: position and other columns stay', async () => {
    const [from, into] = [await insertMedication(t.db), await insertMedication(t.db)];
    const patient = await patientWith({ medicationIds: [from.id] });
    await t.db
      .update(patientMedications)
      .set({ dose: '5 mg', frequency: 'twice a day', route: 'by mouth' })
      .where(eq(patientMedications.patientId, patient.id));
    const merged = await request('POST', `/medications/${from.id}/merge`, admin.cookie, {
      into: into.id,
    });
    expect(merged.statusCode).toBe(200);
    const after = await t.db
      .select()
      .from(patientMedications)
      .where(eq(patientMedications.patientId, patient.id));
    expect(after).toEqual([
      {
        patientId: patient.id,
        medicationId: into.id,
        position: 0,
        dose: '5 mg',
        frequency: 'twice a day',
        route: 'by mouth',
      },
    ]);
  });

  it('refuses into itself (422), an unknown target (404), an unknown entry (404), another allergy type (409), and changes nothing', async () => {
    const allergy = await insertAllergy(t.db);
    const patient = await patientWith({ allergyIds: [allergy.id] });
    const itself = await request('POST', `/allergies/${allergy.id}/merge`, admin.cookie, {
      into: allergy.id.toUpperCase(),
    });
    expect(itself.statusCode).toBe(422);
    expect(itself.json()).toEqual({ message: catalogMessages.mergeIntoItself });

    const missing = crypto.randomUUID().toUpperCase();
    const unknownTarget = await request('POST', `/allergies/${allergy.id}/merge`, admin.cookie, {
      into: missing,
    });
    expect(unknownTarget.statusCode).toBe(404);
    expect(unknownTarget.json()).toEqual({ message: catalogMessages.mergeTargetMissing(missing) });

    const medication = await insertMedication(t.db);
    const otherCatalog = await request('POST', `/allergies/${allergy.id}/merge`, admin.cookie, {
      into: medication.id,
    });
    expect(otherCatalog.statusCode).toBe(404);

    const unknownEntry = await request('POST', `/allergies/${missing}/merge`, admin.cookie, {
      into: allergy.id,
    });
    expect(unknownEntry.statusCode).toBe(404);
    expect(unknownEntry.json()).toEqual({ message: catalogMessages.allergyMissing(missing) });

    const [food] = await t.db
      .insert(allergies)
      .values({ name: 'Peanut merge test', type: 'OTHER' })
      .returning();
    const otherType = await request('POST', `/allergies/${allergy.id}/merge`, admin.cookie, {
      into: food?.id,
    });
    expect(otherType.statusCode).toBe(409);
    expect(otherType.json()).toEqual({ message: catalogMessages.mergeTypeMismatch });

    const malformed = await request('POST', `/allergies/${allergy.id}/merge`, admin.cookie, {
      into: 'nope',
    });
    expect(malformed.statusCode).toBe(422);

    expect(await allergyIdsOf(patient.id)).toEqual([allergy.id]);
    expect(await eventsFor(allergy.id)).toEqual([]);
  });

  it('is for admins only: staff are refused and nothing moves', async () => {
    const [from, into] = [await insertCondition(t.db), await insertCondition(t.db)];
    const patient = await patientWith({ conditionIds: [from.id] });
    const refused = await request('POST', `/conditions/${from.id}/merge`, staff.cookie, {
      into: into.id,
    });
    expect(refused.statusCode).toBe(403);
    expect((await readPatient(patient.id)).conditions.map((c) => c.condition.id)).toEqual([
      from.id,
    ]);
  });

  it('moves nothing when one step fails: the transaction is whole', async () => {
    const [from, into] = [await insertMedication(t.db), await insertMedication(t.db)];
    const patient = await patientWith({ medicationIds: [from.id] });
    // A failing audit insert (an actor that is not a user) must roll the moved links back.
    const { mergeCatalogEntry } = await import('./catalogs.integrity');
    await expect(
      mergeCatalogEntry(
        {
          db: t.db,
          request: null,
          actor: { id: crypto.randomUUID(), role: 'ADMIN' },
          now: t.clock.now(),
        },
        'medications',
        from.id,
        into.id,
        into.id,
      ),
    ).rejects.toThrow();
    const links = await t.db
      .select()
      .from(patientMedications)
      .where(eq(patientMedications.patientId, patient.id));
    expect(links).toEqual([
      {
        patientId: patient.id,
        medicationId: from.id,
        position: 0,
        dose: null,
        frequency: null,
        route: null,
      },
    ]);
    expect(await t.db.select().from(medications).where(eq(medications.id, from.id))).toHaveLength(
      1,
    );
  });
});

describe('PATCH /<catalog>/:id', () => {
  it('writes catalog.rename with the old and new name and the patients who show it', async () => {
    const condition = await insertCondition(t.db, 'Diabetis');
    const patient = await patientWith({ conditionIds: [condition.id] });
    const renamed = await request('PATCH', `/conditions/${condition.id}`, staff.cookie, {
      name: 'Diabetes (renamed)',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await eventsFor(condition.id)).toMatchObject([
      {
        action: 'catalog.rename',
        actorId: staff.user.id,
        actorRole: 'STAFF',
        details: {
          kind: 'conditions',
          name: 'Diabetes (renamed)',
          previousName: 'Diabetis',
          patients: 1,
          patientIds: [patient.id],
        },
      },
    ]);
  });
});

/** Sessions of the test database waiting on a lock: seen in pg_stat_activity, not by a timer. */
const waitingOnLocks = async () =>
  (
    await queryRows<{ waiting: number }>(
      t.db,
      sql`select count(*)::int as waiting from pg_stat_activity
          where wait_event_type = 'Lock' and datname = current_database()`,
    )
  )[0]?.waiting ?? 0;

/*
 * Race safety: a patient update linking the entry while the delete runs. PostgreSQL only (PGlite
 * is one connection, so two transactions cannot overlap there).
 */
describe.skipIf(testEngine() !== 'postgres')('DELETE racing a patient update [PostgreSQL]', () => {
  it('waits for the update that links the entry, then refuses with its count', async () => {
    const medication = await insertMedication(t.db);
    const patient = await patientWith({});
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let linked: () => void = () => undefined;
    const isLinked = new Promise<void>((resolve) => {
      linked = resolve;
    });
    // The update links the entry and holds its transaction open (its foreign key check holds a
    // key-share lock on the entry) until released.
    const update = t.db.transaction(async (tx) => {
      await tx
        .insert(patientMedications)
        .values({ patientId: patient.id, medicationId: medication.id, position: 0 });
      linked();
      await held;
    });
    await isLinked;
    const deletion = request('DELETE', `/medications/${medication.id}`, admin.cookie);
    // The delete waits on the update's lock.
    await expect.poll(waitingOnLocks, { timeout: 10_000 }).toBe(1);
    release();
    await update;
    const refused = await deletion;
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ patients: 1 });
    expect(
      await t.db.select().from(medications).where(eq(medications.id, medication.id)),
    ).toHaveLength(1);
  });
});

/*
 * The other order: the entry goes while a patient update that links it is between its check and
 * its commit. The update locks the entries it links FOR KEY SHARE at the check, so it waits for
 * the merge and then reports the entry missing (404, the check's own message), where an unlocked
 * check passed and the insert failed on the foreign key (23503, a 500).
 */
describe.skipIf(testEngine() !== 'postgres')(
  'A patient update racing a merge that removes the entry it links [PostgreSQL]',
  () => {
    it('waits for the merge, then answers 404 naming the entry, and links nothing', async () => {
      // The merge locks its pair in id order: `from` first, then `into`, which the open
      // transaction below holds, so the merge stops with `from` locked and not yet deleted.
      const [from, into] = [await insertMedication(t.db), await insertMedication(t.db)].sort(
        (a, b) => (a.id < b.id ? -1 : 1),
      );
      if (!from || !into) throw new Error('two medications');
      const patient = await patientWith({});
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding: () => void = () => undefined;
      const isHolding = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const blocker = t.db.transaction(async (tx) => {
        await tx.select().from(medications).where(eq(medications.id, into.id)).for('key share');
        holding();
        await held;
      });
      await isHolding;
      const merge = request('POST', `/medications/${from.id}/merge`, admin.cookie, {
        into: into.id,
      });
      await expect.poll(waitingOnLocks, { timeout: 10_000 }).toBe(1);
      const update = request('PATCH', `/patients/${patient.id}`, staff.cookie, {
        medicalData: { medications: [from.id] },
      });
      await expect.poll(waitingOnLocks, { timeout: 10_000 }).toBe(2);
      release();
      await blocker;
      expect((await merge).statusCode).toBe(200);
      const refused = await update;
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        message: patientMessages.listItemMissing('medications', from.id),
      });
      expect((await readPatient(patient.id)).medications).toEqual([]);
    });
  },
);

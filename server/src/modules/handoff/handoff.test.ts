import { and, eq } from 'drizzle-orm';
import { compactDecrypt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseShlink, SHARE_LINK_MAX_WRONG_PASSCODES } from '@contract/handoff';
import type { Bundle, Composition } from '@medplum/fhirtypes';
import { auditEvents } from '../audit/audit.table';
import { allergies, conditions, medications } from '../catalogs/catalogs.table';
import { insertPatient } from '../../testing/patient-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ipsErrors, r4Errors } from './ips-validation';
import { shareLinks } from './share-links.table';

/*
 * Issue 25: the FHIR export and the SMART Health Links through the API, on the engine under
 * test (PGlite, and PostgreSQL with DATABASE_URL): the Bundle from a stored record is valid;
 * share → manifest with the passcode → decrypt; wrong passcodes capped; expiry; revoke; audit.
 */

interface Created {
  id: string;
  shlink: string;
  viewerUrl: string;
  passcode: string;
  expiresAt: string;
}

describe.each([true, false])('hospital handoff (PHI collection %s)', (collectPhi) => {
  let t: TestApp;
  let responder: { cookie: string; user: { id: string } };
  let staff: { cookie: string; user: { id: string } };
  let patientId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { VITE_FEATURE_COLLECT_PHI: String(collectPhi) } });
    responder = await t.loginAs('FIRST_RESPONDER');
    staff = await t.loginAs('STAFF');
    const [allergy] = await t.db
      .insert(allergies)
      .values({ name: 'Penicillin test', type: 'DRUG', system: 'RXNORM', code: '7980' })
      .returning();
    const [medication] = await t.db
      .insert(medications)
      .values({ name: 'Warfarin test', system: 'RXNORM', code: '11289' })
      .returning();
    const [condition] = await t.db
      .insert(conditions)
      .values({ name: 'Atrial fibrillation test', system: 'ICD10', code: 'I48.91' })
      .returning();
    const patient = await insertPatient(
      t.db,
      staff.user.id,
      t.clock.now(),
      collectPhi
        ? { firstName: 'Rosa', lastName: 'Handoff', dateOfBirth: '1941-06-02', codeStatus: 'DNR' }
        : { codeStatus: 'DNR' },
      {
        allergyIds: [allergy!.id],
        medicationIds: [medication!.id],
        conditionIds: [condition!.id],
        ...(collectPhi ? { contact: { firstName: 'Ana', phone: '555-0142' } } : {}),
      },
    );
    patientId = patient.id;
  });
  afterAll(() => t.close());

  const share = (cookie: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/patients/${patientId}/share-links`,
      headers: { cookie },
      payload,
    });
  const manifest = (url: string, body: object) =>
    t.app.inject({ method: 'POST', url: new URL(url).pathname, payload: body });
  const events = (action: string) =>
    t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, patientId)));

  function expectValidBundle(bundle: Bundle) {
    expect(r4Errors(bundle)).toEqual([]);
    for (const entry of bundle.entry ?? []) expect(r4Errors(entry.resource!)).toEqual([]);
    expect(ipsErrors(bundle)).toEqual([]);
    const text = JSON.stringify(bundle);
    expect(text).toContain('"code":"7980"');
    expect(text).toContain('"code":"I48.91"');
    if (collectPhi) expect(text).toContain('Handoff');
    else for (const phi of ['Rosa', 'Handoff', '1941', '555-0142']) expect(text).not.toContain(phi);
  }

  it('exports the Bundle for staff, audited; a responder is refused', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/patients/${patientId}/fhir`,
      headers: { cookie: staff.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/fhir+json');
    expect(response.headers['content-disposition']).toContain('attachment');
    const bundle = response.json<Bundle>();
    expectValidBundle(bundle);
    expect((bundle.entry![0]!.resource as Composition).resourceType).toBe('Composition');
    expect(await events('patient.export_fhir')).toHaveLength(1);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/patients/${patientId}/fhir`,
      headers: { cookie: responder.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('shares a link a hospital opens with the passcode, and decrypts the Bundle', async () => {
    const response = await share(responder.cookie);
    expect(response.statusCode).toBe(201);
    const created = response.json<Created>();
    expect(created.passcode).toMatch(/^\d{6}$/);
    expect(new Date(created.expiresAt).getTime() - t.clock.now().getTime()).toBe(24 * 3600_000);
    expect(created.viewerUrl).toBe(`${t.config.baseUrl}/shl#${created.shlink}`);
    const payload = parseShlink(created.viewerUrl)!;
    expect(payload).toMatchObject({ flag: 'P', v: 1 });
    expect(payload.key).toHaveLength(43);
    // The server keeps neither the key, the token nor the passcode.
    const [row] = await t.db.select().from(shareLinks).where(eq(shareLinks.id, created.id));
    const stored = JSON.stringify(row);
    for (const secret of [
      payload.key,
      created.passcode,
      new URL(payload.url).pathname.split('/').pop()!,
    ])
      expect(stored).not.toContain(secret);

    const answer = await manifest(payload.url, {
      recipient: 'Demo General ED',
      passcode: created.passcode,
    });
    expect(answer.statusCode).toBe(200);
    const files = answer.json<{ files: { contentType: string; embedded: string }[] }>().files;
    expect(files).toHaveLength(1);
    expect(files[0]!.contentType).toBe('application/fhir+json');
    const { plaintext, protectedHeader } = await compactDecrypt(
      files[0]!.embedded,
      Buffer.from(payload.key, 'base64url'),
    );
    expect(protectedHeader).toMatchObject({ alg: 'dir', enc: 'A256GCM' });
    expectValidBundle(JSON.parse(new TextDecoder().decode(plaintext)) as Bundle);
    const fetched = await events('share_link.fetch');
    expect(fetched.at(-1)!.details).toMatchObject({
      linkId: created.id,
      recipient: 'Demo General ED',
    });
    expect(await events('share_link.create')).toHaveLength(1);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/patients/${patientId}/share-links`,
      headers: { cookie: responder.cookie },
    });
    expect(list.json<{ links: { id: string; fetches: number }[] }>().links).toEqual([
      expect.objectContaining({ id: created.id, fetches: 1 }),
    ]);
  });

  // SHL: a reader that asks for nothing embedded above embeddedLengthMax gets a `location`,
  // usable for an hour at most, while the link lives.
  it('answers a location past embeddedLengthMax: the same summary, for an hour, while the link lives', async () => {
    const created = (await share(responder.cookie)).json<Created>();
    const payload = parseShlink(created.shlink)!;
    const ask = async (embeddedLengthMax?: number) =>
      (
        await manifest(payload.url, {
          recipient: 'Demo General ED',
          passcode: created.passcode,
          ...(embeddedLengthMax === undefined ? {} : { embeddedLengthMax }),
        })
      ).json<{ files: { embedded?: string; location?: string }[] }>().files[0]!;
    const embedded = (await ask()).embedded!;
    expect((await ask(embedded.length)).embedded).toBe(embedded);
    const file = await ask(embedded.length - 1);
    expect(file.embedded).toBeUndefined();
    const location = new URL(file.location!);
    expect(`${location.origin}${location.pathname}`).toBe(`${payload.url}/file`);
    const get = (path: string) => t.app.inject({ method: 'GET', url: path });
    const path = `${location.pathname}${location.search}`;
    const fetched = await get(path);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toMatch(/^application\/jose/);
    expect(fetched.headers['cache-control']).toBe('no-store');
    const { plaintext } = await compactDecrypt(fetched.body, Buffer.from(payload.key, 'base64url'));
    expectValidBundle(JSON.parse(new TextDecoder().decode(plaintext)) as Bundle);
    // Audited as a fetch of this link.
    expect(
      (await events('share_link.fetch')).filter(
        (e) => (e.details as { file?: boolean; linkId: string }).file === true,
      ),
    ).toEqual([expect.objectContaining({ details: { linkId: created.id, file: true } })]);
    // A ticket changed by one character, or moved later, opens nothing.
    const ticket = location.searchParams.get('ticket')!;
    const [until, hash] = ticket.split('.') as [string, string];
    const flipped = `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`;
    expect((await get(`${location.pathname}?ticket=${until}.${flipped}`)).statusCode).toBe(404);
    expect(
      (await get(`${location.pathname}?ticket=${Number(until) + 60}.${hash}`)).statusCode,
    ).toBe(404);
    expect((await get(`${location.pathname}?ticket=nonsense`)).statusCode).toBe(422);
    // After the hour, nothing.
    t.clock.advance({ minutes: 60 });
    expect((await get(path)).statusCode).toBe(404);
    // A fresh one, then the link revoked: nothing.
    const again = new URL((await ask(1)).location!);
    expect((await get(`${again.pathname}${again.search}`)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/patients/${patientId}/share-links/${created.id}`,
      headers: { cookie: responder.cookie },
    });
    expect((await get(`${again.pathname}${again.search}`)).statusCode).toBe(404);
  });

  it('caps wrong passcodes: 401 with the attempts left, then the link is dead', async () => {
    const created = (await share(responder.cookie)).json<Created>();
    const url = parseShlink(created.shlink)!.url;
    for (let left = SHARE_LINK_MAX_WRONG_PASSCODES - 1; left >= 0; left -= 1) {
      const wrong = await manifest(url, { recipient: 'x', passcode: 'wrong' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ remainingAttempts: left });
    }
    const right = await manifest(url, { recipient: 'x', passcode: created.passcode });
    expect(right.statusCode).toBe(404);
    const denied = await events('share_link.fetch_denied');
    expect(
      denied.filter((e) => (e.details as { linkId: string }).linkId === created.id),
    ).toHaveLength(SHARE_LINK_MAX_WRONG_PASSCODES + 1);
  });

  it('expires (shorter on request), and 404s after', async () => {
    const response = await share(responder.cookie, { expiresInHours: 1 });
    const created = response.json<Created>();
    expect(new Date(created.expiresAt).getTime() - t.clock.now().getTime()).toBe(3600_000);
    const url = parseShlink(created.shlink)!.url;
    t.clock.advance({ minutes: 59 });
    expect((await manifest(url, { recipient: 'x', passcode: created.passcode })).statusCode).toBe(
      200,
    );
    t.clock.advance({ minutes: 1 });
    expect((await manifest(url, { recipient: 'x', passcode: created.passcode })).statusCode).toBe(
      404,
    );
    for (const expiresInHours of [0, 25, 1.5])
      expect((await share(responder.cookie, { expiresInHours })).statusCode).toBe(422);
  });

  it('revokes: the link is refused and its summary deleted; audited', async () => {
    const created = (await share(responder.cookie)).json<Created>();
    const url = parseShlink(created.shlink)!.url;
    const revoke = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/patients/${patientId}/share-links/${created.id}`,
        headers: { cookie: responder.cookie },
      });
    expect((await revoke()).statusCode).toBe(200);
    expect((await revoke()).statusCode).toBe(404);
    const answer = await manifest(url, { recipient: 'x', passcode: created.passcode });
    expect(answer.statusCode).toBe(404);
    const [row] = await t.db.select().from(shareLinks).where(eq(shareLinks.id, created.id));
    expect(row!.jwe).toBe('');
    expect(
      (await events('share_link.revoke')).filter(
        (e) => (e.details as { linkId: string }).linkId === created.id,
      ),
    ).toHaveLength(1);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/patients/${patientId}/share-links`,
      headers: { cookie: responder.cookie },
    });
    expect(list.json<{ links: { id: string }[] }>().links.map((l) => l.id)).not.toContain(
      created.id,
    );
  });

  it('answers 404 for an unknown patient or token, 422 for a bad token or body', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/patients/9d3b6f0e-2a41-4c7e-8f5a-6b1c0d2e3f40/share-links',
      headers: { cookie: responder.cookie },
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const token = 'A'.repeat(43);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/shl/${token}`,
          payload: { recipient: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/shl/short',
          payload: { recipient: 'x' },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/shl/${token}`,
          payload: { passcode: 1 },
        })
      ).statusCode,
    ).toBe(422);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEvents } from '../audit/audit.table';
import { users } from '../users/users.table';
import { licenses } from './licences.table';

let t: TestApp;
let admin: string;
let ipCounter = 0;
let ip: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs('ADMIN')).cookie;
});

beforeEach(() => {
  ip = `10.3.0.${++ipCounter}`;
});

const importCsv = (csv: string, contentType = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/licenses/import',
    headers: { cookie: admin, 'content-type': contentType },
    payload: csv,
  });
const lookUp = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/licenses${query}`, remoteAddress: ip });

describe('POST /licenses/import', () => {
  it('inserts, then updates by number, and audits the counts', async () => {
    const first = await importCsv(
      '\uFEFFlicenseNumber,name,licenseType,status\r\nimp001,"Koo, Chih Ren Nicholas",Paramedic,Active\r\nIMP002,"Doe, Jane",EMT,Expired\r\n',
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ inserted: 2, updated: 0, rejected: [] });

    const second = await importCsv(
      'Status,LICENSETYPE,extra,Name,licensenumber\nActive,EMT,x,"Doe, Jane Q",imp002\nActive,AEMT,,"Roe, Rick",IMP003\n',
    );
    expect(second.json()).toEqual({ inserted: 1, updated: 1, rejected: [] });

    const [row] = await t.db.select().from(licenses).where(eq(licenses.licenseNumber, 'IMP002'));
    expect(row).toMatchObject({ name: 'Doe, Jane Q', licenseType: 'EMT', status: 'Active' });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'license.import'));
    expect(events.map((e) => e.details)).toEqual([
      { inserted: 2, updated: 0, rejected: 0 },
      { inserted: 1, updated: 1, rejected: 0 },
    ]);
  });

  it('rejects records with their physical line and the first reason that applies', async () => {
    const csv = [
      'licenseNumber,name,licenseType,status',
      'REJ001,"Multi',
      'line, Name",EMT,Active',
      '',
      'REJ002,Short',
      ',No Number,EMT,Active',
      'REJ003,,EMT,',
      `REJ004,${'x'.repeat(256)},EMT,Active`,
      'REJ001,"Again, A",EMT,Active',
      '  ,  ,  ,  ',
      'REJ005,"Ok, Fine",EMT,Active',
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      inserted: 2,
      updated: 0,
      rejected: [
        { line: 5, message: 'Row has fewer fields than the header' },
        { line: 6, message: 'licenseNumber is required' },
        { line: 7, message: 'name is required' },
        { line: 8, message: 'name is too long' },
        { line: 9, message: 'Duplicate licenseNumber REJ001 in this file' },
      ],
    });
  });

  it('refuses a file without a header, or with missing columns, and imports nothing', async () => {
    for (const csv of ['', '\n\nA1,x,y,z\n']) {
      const response = await importCsv(csv);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: 'Unprocessable Entity',
        message: [{ path: 'body', message: 'CSV header row is required' }],
      });
    }
    const missing = await importCsv('name,Status\nMIS001,x\n');
    expect(missing.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [
        { path: 'body', message: 'Missing column: licenseNumber' },
        { path: 'body', message: 'Missing column: licenseType' },
      ],
    });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/licenses/import',
      headers: { cookie: admin },
    });
    expect(none.statusCode).toBe(422);
  });

  it('refuses broken quoting with its line, and imports nothing', async () => {
    const response = await importCsv(
      'licenseNumber,name,licenseType,status\nMAL001,ok,EMT,Active\nMAL002,"broken,EMT,Active\n',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'body', message: 'Malformed CSV at line 3' }],
    });
    const rows = await t.db.select().from(licenses).where(eq(licenses.licenseNumber, 'MAL001'));
    expect(rows).toEqual([]);
  });

  it('takes text/csv only', async () => {
    const response = await importCsv('{}', 'application/json');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Unsupported Media Type',
    });
  });

  it('takes up to 5 MiB', async () => {
    const header = 'licenseNumber,name,licenseType,status\n';
    const line = (i: number) =>
      `BIG${String(i).padStart(6, '0')},"Big, Name ${'z'.repeat(60)}",EMT,Active\n`;
    const lines: string[] = [header];
    let size = header.length;
    for (let i = 0; size < 2 * 1024 * 1024; i += 1) {
      const next = line(i);
      lines.push(next);
      size += next.length;
    }
    const response = await importCsv(lines.join(''));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ inserted: number }>().inserted).toBe(lines.length - 1);

    const tooLarge = await importCsv(header + 'x'.repeat(5 * 1024 * 1024));
    expect(tooLarge.statusCode).toBe(413);
  });
});

describe('GET /licenses (registry verifier)', () => {
  beforeAll(async () => {
    await t.db.insert(licenses).values([
      {
        licenseNumber: 'LOOK01',
        name: 'Koo, Chih Ren Nicholas',
        licenseType: 'Paramedic',
        status: 'Active',
      },
      { licenseNumber: 'LOOK02', name: 'Old, Tim', licenseType: 'EMT', status: 'Expired' },
      { licenseNumber: 'LOOK03', name: 'Held, Hal', licenseType: 'EMT', status: 'Active' },
    ]);
    const holder = await t.createUser();
    await t.db.update(users).set({ licenseNumber: 'LOOK03' }).where(eq(users.id, holder.id));
  });

  it('needs a number', async () => {
    for (const query of ['', '?license=', '?license=%20%20']) {
      const response = await lookUp(query);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: 'Unprocessable Entity',
        message: [{ path: 'license', message: 'License number is required' }],
      });
    }
  });

  it('answers a match, trimmed and upper-cased, even when expired', async () => {
    const response = await lookUp('?license=%20look01%20');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Koo, Chih Ren Nicholas',
      licenseType: 'Paramedic',
      status: 'Active',
      licenseNumber: 'LOOK01',
    });
    expect((await lookUp('?license=LOOK02')).json()).toMatchObject({ status: 'Expired' });
  });

  it('answers 422 with a string when a user holds the number, and 404 for no match', async () => {
    const held = await lookUp('?license=look03');
    expect(held.statusCode).toBe(422);
    expect(held.json()).toEqual({ message: 'License already registered' });
    const none = await lookUp('?license=NOPE99');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'No license match' });
  });

  it('allows 10 look-ups per number in 15 minutes, from any address', async () => {
    t.clock.advance({ minutes: 16 });
    for (let i = 0; i < 10; i += 1) {
      ip = `10.4.${ipCounter}.${i}`;
      expect((await lookUp('?license=LOOK01')).statusCode).toBe(200);
    }
    ip = `10.4.${ipCounter}.99`;
    const refused = await lookUp('?license=%20look01');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
    t.clock.advance({ minutes: 16 });
  });

  it('allows 30 look-ups per address in 15 minutes, invalid ones included', async () => {
    ip = '127.0.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1)
      statuses.push((await lookUp(i % 2 ? '' : `?license=N${i}`)).statusCode);
    expect(new Set(statuses)).toEqual(new Set([404, 422]));
    const refused = await lookUp('?license=LOOK01');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    t.clock.advance({ minutes: 16 });
  });
});

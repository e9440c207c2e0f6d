import { beforeAll, describe, expect, it } from 'vitest';
import { auditCsvColumns } from '@contract/audit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { UserRow } from '../users/users.table';
import { csvCell } from './audit.csv';
import { EXPORT_BATCH } from './audit.export';
import { recordAudit } from './audit.service';

let t: TestApp;
let admin: { user: UserRow; cookie: string };
let staff: UserRow;
const patientId = '7d3e2f40-5162-4e9a-8b7c-1f5d8b2a4c63';

const exportCsv = (query: string, cookie = admin.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/v1/audit/export${query}`, headers: { cookie } });

/** A minimal RFC 4180 reader: every cell of ours is quoted or empty. */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) =>
      [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) =>
        (m[1] ?? m[2] ?? '').replaceAll('""', '"'),
      ),
    );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN', { firstName: 'Ada', lastName: 'Admin' });
  staff = await t.createUser({ role: 'STAFF', firstName: 'Sam', lastName: 'Staff' });
  const start = t.clock.now().getTime();
  // More views than one batch, a minute apart, then one with a hostile user agent.
  for (let i = 1; i <= EXPORT_BATCH + 5; i += 1) {
    await recordAudit(t.db, null, new Date(start + i * 60_000), {
      action: 'patient.view',
      actor: staff,
      targetType: 'patient',
      targetId: patientId,
    });
  }
  await recordAudit(
    t.db,
    {
      clientAddress: '10.0.0.9',
      headers: { 'user-agent': '=HYPERLINK("http://evil.example","x")' },
    } as never,
    new Date(start + 10_000 * 60_000),
    {
      action: 'patient.update',
      actor: staff,
      targetType: 'patient',
      targetId: patientId,
      details: { sections: ['@codeStatus'] },
    },
  );
});

describe('csvCell', () => {
  it('neutralises formula starts and quotes every cell', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain', 'say "hi"', ''].map(csvCell)).toEqual([
      `"'=1+1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@SUM(A1)"`,
      `"'\tx"`,
      '"plain"',
      '"say ""hi"""',
      '""',
    ]);
    expect(csvCell(null)).toBe('');
  });
});

describe('GET /api/v1/audit/export', () => {
  it('streams every matching event as CSV, newest first, across batches', async () => {
    const response = await exportCsv(`?patientId=${patientId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="lifeline-audit-2025-03-10.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([...auditCsvColumns]);
    expect(rows).toHaveLength(EXPORT_BATCH + 6);
    expect(rows[0]).toEqual([
      new Date(t.clock.now().getTime() + 10_000 * 60_000).toISOString(),
      'patient.update',
      staff.id,
      'Sam Staff',
      'STAFF',
      'patient',
      patientId,
      '10.0.0.9',
      `'=HYPERLINK("http://evil.example","x")`,
      '{"sections":["@codeStatus"]}',
    ]);
    const times = rows.map((row) => row[0] ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(times).size).toBe(times.length);
  });

  it('applies the filters and the date range like the list', async () => {
    const start = t.clock.now().getTime();
    const from = new Date(start + 3 * 60_000).toISOString();
    const to = new Date(start + 6 * 60_000).toISOString();
    const response = await exportCsv(`?action=patient.view&from=${from}&to=${to}`);
    const rows = parseCsv(response.body).slice(1);
    expect(rows.map((row) => row[0])).toEqual([
      new Date(start + 5 * 60_000).toISOString(),
      new Date(start + 4 * 60_000).toISOString(),
      from,
    ]);
  });

  it('refuses bad filters with 422 and other roles with 403', async () => {
    const bad = await exportCsv('?from=2025-03-11&to=2025-03-10&action=nope');
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ message: Array<{ path: string }> }>().message.map((i) => i.path)).toEqual([
      'action',
    ]);
    const range = await exportCsv('?from=2025-03-11&to=2025-03-10');
    expect(range.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'to', message: '`to` must be later than `from`' }],
    });
    const { cookie } = await t.loginAs('STAFF');
    expect((await exportCsv('', cookie)).statusCode).toBe(403);
  });
});

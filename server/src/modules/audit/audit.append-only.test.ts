import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { recordAudit } from './audit.service';

/** API.md §2.10: events are append-only, and the database itself refuses a change. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await recordAudit(t.db, null, t.clock.now(), {
    action: 'label.print',
    targetType: 'label',
    details: { count: 1 },
  });
});

const count = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_events`))[0]?.n ??
  0;

/** The error PostgreSQL raised, whichever driver wraps it. */
async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await t.db.execute(statement);
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return `${String(error)} ${cause instanceof Error ? cause.message : ''}`;
  }
  return 'no error';
}

describe('audit_events is append-only in the database', () => {
  it('refuses UPDATE', async () => {
    expect(await refusal(sql`update audit_events set details = '{}'::jsonb`)).toMatch(
      /audit_events is append-only: UPDATE refused/,
    );
  });

  it('refuses DELETE', async () => {
    const before = await count();
    expect(before).toBeGreaterThan(0);
    expect(await refusal(sql`delete from audit_events`)).toMatch(
      /audit_events is append-only: DELETE refused/,
    );
    expect(await count()).toBe(before);
  });

  it('refuses TRUNCATE', async () => {
    expect(await refusal(sql`truncate audit_events`)).toMatch(
      /audit_events is append-only: TRUNCATE refused/,
    );
  });

  it('still takes new events', async () => {
    const before = await count();
    await recordAudit(t.db, null, t.clock.now(), { action: 'auth.login_failed' });
    expect(await count()).toBe(before + 1);
  });
});

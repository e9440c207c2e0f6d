import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caEmsaVerifier } from '../modules/licences/ca-emsa-verifier';
import { createMailer, type Mailer } from '../modules/mail/mailer';
import { createNpiClient } from '../modules/npi/npi.client';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { testConfig } from '../testing/test-app';
import { inSnapshot } from './client';
import { IoInTransactionError } from './open-transaction';

let database: TestDatabase;
let sink: SmtpSink;
let mailer: Mailer;

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
  mailer = createMailer({
    config: testConfig({ SMTP_URL: sink.url }),
    log: { error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger,
    now: () => new Date(),
  });
});

afterAll(async () => {
  mailer.close();
  await sink.close();
  await database.destroy();
});

const recipient = { firstName: 'Jane', middleName: null, lastName: 'Doe', email: 'jane@x.org' };
const sendMail = () =>
  mailer.send('passwordResetSuccess', recipient, { firstName: 'Jane', changedAt: new Date() });

/** A fetch that records whether it was called, for the registry clients. */
function countingFetch() {
  const calls = { count: 0 };
  const fetch: typeof globalThis.fetch = () => {
    calls.count += 1;
    return Promise.reject(new Error('no network in this test'));
  };
  return { calls, fetch };
}

describe('network I/O inside a database transaction', () => {
  it('the mailer refuses it, before reaching the mail server', async () => {
    const { db } = database.handle;
    const attempts = sink.attempts;
    await expect(db.transaction(() => sendMail())).rejects.toBeInstanceOf(IoInTransactionError);
    await expect(inSnapshot(db, () => sendMail())).rejects.toBeInstanceOf(IoInTransactionError);
    await expect(db.transaction((tx) => tx.transaction(() => sendMail()))).rejects.toBeInstanceOf(
      IoInTransactionError,
    );
    expect(sink.attempts).toBe(attempts);
  });

  it('is allowed once the transaction has committed, in the same request', async () => {
    const { db } = database.handle;
    const attempts = sink.attempts;
    await db.transaction(async (tx) => {
      await tx.execute('select 1');
    });
    await sendMail();
    expect(sink.attempts).toBe(attempts + 1);
  });

  it('the NPI client refuses it without calling the registry', async () => {
    const { calls, fetch } = countingFetch();
    const npi = createNpiClient({ baseUrl: 'http://npi.invalid/api/', fetch });
    await expect(
      database.handle.db.transaction(() => npi.searchOrganizations('General', 'CA')),
    ).rejects.toBeInstanceOf(IoInTransactionError);
    expect(calls.count).toBe(0);
  });

  it('the ca-emsa verifier refuses it, instead of reporting the registry unavailable', async () => {
    const verifier = caEmsaVerifier('http://127.0.0.1:1/Verification/Search.aspx', 100);
    await expect(
      database.handle.db.transaction(() => verifier.lookup('P1')),
    ).rejects.toBeInstanceOf(IoInTransactionError);
  });
});

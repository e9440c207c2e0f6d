import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { LogLevel } from '../config';
import { licenses } from '../modules/licences/licences.table';
import { users } from '../modules/users/users.table';
import { registerCleanup } from '../testing/cleanup';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { createTestApp, sessionCookieOf, testConfig, type TestApp } from '../testing/test-app';
import { loggerOptions } from './logger';

/*
 * The main journeys run against an app built with the server's own logger configuration
 * (loggerOptions: redaction and serializers) at production's level (`info`, LOG_LEVEL's
 * default) and at `trace` (which includes debug: static files and the SPA are logged there).
 * Every password, token (verify, invite, reset, session), cookie value and PHI value used is
 * collected, and none may appear in the captured log: as it is, JSON-escaped, URL-encoded, or
 * in any letter case.
 */

const BASE_URL = 'http://lifeline.test';

/** Distinctive values, so that a match can only be a leak. */
const phi = {
  firstName: 'Zephyrine',
  middleName: 'Oriel',
  lastName: 'Quillfeather',
  dateOfBirth: '1937-04-19',
  newFirstName: 'Marisol',
  contactFirstName: 'Thaddeus',
  contactLastName: 'Brambleworth',
  contactPhone: '(415) 555-0143',
  contactEmail: 'thaddeus.brambleworth@example.net',
  contactAddress: '77 Juniper Hollow',
};

/** Other forms a value may take in a log line: reformatted, JSON-escaped, URL-encoded. */
function variants(value: string): string[] {
  const shapes = new Set([value]);
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (date) {
    const [, year, month, day] = date;
    shapes.add(`${month}/${day}/${year}`);
    shapes.add(`${year}${month}${day}`);
  }
  if (/^\(\d{3}\) \d{3}-\d{4}$/.test(value)) {
    const digits = value.replace(/\D/g, '');
    shapes.add(digits);
    shapes.add(`${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`);
  }
  return [...shapes].flatMap((shape) => [
    shape,
    JSON.stringify(shape).slice(1, -1),
    encodeURIComponent(shape),
  ]);
}

/** The secrets that appear in `log`, each named. */
function leaks(log: string, secrets: ReadonlyMap<string, string>): string[] {
  const lower = log.toLowerCase();
  return [...secrets]
    .filter(([, value]) => value.length >= 4)
    .filter(([, value]) => variants(value).some((form) => lower.includes(form.toLowerCase())))
    .map(([name, value]) => `${name} (${value})`);
}

interface Capture {
  app: FastifyInstance;
  base: TestApp;
  sink: SmtpSink;
  log: () => string;
  records: () => Record<string, unknown>[];
}

async function capturingApp(level: LogLevel): Promise<Capture> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const sink = await startSmtpSink();
  registerCleanup(() => sink.close());
  const dist = mkdtempSync(join(tmpdir(), 'lifeline-dist-'));
  registerCleanup(() => Promise.resolve(rmSync(dist, { recursive: true, force: true })));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><script>window.env = null;</script>');
  writeFileSync(join(dist, 'assets', 'app.js'), '');
  const env = {
    SMTP_URL: sink.url,
    BASE_URL,
    VITE_FEATURE_COLLECT_PHI: 'true',
    STATIC_DIR: dist,
    LOG_LEVEL: level,
  };
  const base = await createTestApp({ env });
  const config = testConfig(env);
  const app = await buildApp({
    config,
    db: base.db,
    now: () => base.clock.now(),
    // Exactly what server.ts gets: the config's level with the app's redaction, into a stream.
    logger: { ...loggerOptions(config.logLevel), stream },
  });
  registerCleanup(() => app.close());
  await app.ready();
  const log = () => lines.join('');
  const records = () =>
    log()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, base, sink, log, records };
}

/** Drives the journeys and returns every secret it used, by name. */
async function runJourneys({ app, base, sink }: Capture): Promise<Map<string, string>> {
  const secrets = new Map<string, string>(Object.entries(phi));
  let address = 0;
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: { cookie?: string; payload?: object } = {},
  ): Promise<LightMyRequestResponse> => {
    address += 1;
    const response = await app.inject({
      method,
      url,
      remoteAddress: `10.77.0.${address}`,
      headers: {
        'user-agent': 'log-capture-test',
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
    const cookie = sessionCookieOf(response);
    if (cookie && cookie !== 'session=')
      secrets.set(`session cookie ${secrets.size}`, cookie.slice(8));
    return response;
  };
  const expectStatus = (response: LightMyRequestResponse, status: number, what: string) => {
    if (response.statusCode !== status)
      throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  };
  const linkToken = (email: string, prefix: string) => {
    const link = sink.lastTo(email).links.find((href) => href.startsWith(`${BASE_URL}${prefix}`));
    if (!link) throw new Error(`no ${prefix} link for ${email}`);
    return link.slice(`${BASE_URL}${prefix}`.length);
  };
  const signIn = async (email: string, password: string) => {
    const response = await call('POST', '/api/v1/auth/login', { payload: { email, password } });
    expectStatus(response, 200, `sign in ${email}`);
    return sessionCookieOf(response) ?? '';
  };

  const adminPassword = 'Admin-Pass-4417!';
  secrets.set('admin password', adminPassword);
  const admin = await base.createUser({ role: 'ADMIN', password: adminPassword });
  const adminCookie = await signIn(admin.email, adminPassword);

  // Register by licence, verify the e-mail, approved by the admin.
  await base.db.insert(licenses).values({
    licenseNumber: 'LOG0001',
    name: 'Okonkwo, Adaeze',
    licenseType: 'EMT',
    status: 'Active',
  });
  const responderEmail = 'adaeze.responder@example.org';
  const responderPassword = 'Licence-Pass-9931!';
  secrets.set('responder password', responderPassword);
  expectStatus(
    await call('POST', '/api/v1/users/register', {
      payload: {
        firstName: 'Adaeze',
        lastName: 'Okonkwo',
        email: responderEmail,
        password: responderPassword,
        licenseNumber: 'LOG0001',
      },
    }),
    201,
    'register by licence',
  );
  const verifyToken = linkToken(responderEmail, '/verify/');
  secrets.set('verify token', verifyToken);
  await call('GET', `/verify/${verifyToken}`);
  expectStatus(
    await call('PATCH', '/api/v1/users/verify', {
      payload: { emailVerificationToken: verifyToken },
    }),
    200,
    'verify',
  );
  const [responder] = await base.db.select().from(users).where(eq(users.email, responderEmail));
  expectStatus(
    await call('PATCH', `/api/v1/users/${responder?.id ?? ''}/approve`, { cookie: adminCookie }),
    200,
    'approve',
  );
  await signIn(responderEmail, responderPassword);

  // Register by invite.
  const volunteerEmail = 'ingrid.volunteer@example.org';
  expectStatus(
    await call('POST', '/api/v1/invites', {
      cookie: adminCookie,
      payload: { recipients: `Ingrid Volunteer <${volunteerEmail}>`, role: 'VOLUNTEER' },
    }),
    201,
    'invite',
  );
  const inviteId = linkToken(volunteerEmail, '/register/');
  secrets.set('invite token', inviteId);
  // The link opens the SPA's page, which reads the invite.
  await call('GET', `/register/${inviteId}`);
  expectStatus(await call('GET', `/api/v1/invites/${inviteId}`), 200, 'open the invite');
  const volunteerPassword = 'Invite-Pass-5520!';
  secrets.set('volunteer password', volunteerPassword);
  expectStatus(
    await call('POST', '/api/v1/users/register', {
      payload: {
        firstName: 'Ingrid',
        lastName: 'Volunteer',
        email: volunteerEmail,
        password: volunteerPassword,
        inviteId,
      },
    }),
    201,
    'register by invite',
  );

  // A failed sign-in, then forgot / reset password.
  const wrongPassword = 'Wrong-Guess-8812!';
  secrets.set('wrong password', wrongPassword);
  expectStatus(
    await call('POST', '/api/v1/auth/login', {
      payload: { email: volunteerEmail, password: wrongPassword },
    }),
    401,
    'failed sign-in',
  );
  expectStatus(
    await call('POST', '/api/v1/auth/password', { payload: { email: volunteerEmail } }),
    200,
    'forgot password',
  );
  const resetToken = linkToken(volunteerEmail, '/password/');
  secrets.set('reset token', resetToken);
  await call('GET', `/password/${resetToken}`);
  expectStatus(await call('GET', `/api/v1/auth/password/${resetToken}`), 200, 'check reset');
  const resetPassword = 'Reset-Pass-3307!';
  secrets.set('reset password', resetPassword);
  expectStatus(
    await call('PATCH', '/api/v1/auth/password', {
      payload: { passwordResetToken: resetToken, password: resetPassword },
    }),
    200,
    'reset password',
  );
  let volunteerCookie = await signIn(volunteerEmail, resetPassword);

  // Profile password change.
  const changedPassword = 'Changed-Pass-6614!';
  secrets.set('changed password', changedPassword);
  expectStatus(
    await call('PATCH', '/api/v1/users/me/password', {
      cookie: volunteerCookie,
      payload: { currentPassword: resetPassword, password: changedPassword },
    }),
    200,
    'change password',
  );
  volunteerCookie = await signIn(volunteerEmail, changedPassword);

  // Label print, then the patient behind a label: create, update, view, search, delete.
  const labels = await call('GET', '/api/v1/patients/generate?count=2', {
    cookie: volunteerCookie,
  });
  expectStatus(labels, 200, 'label print');
  // Each label is `<BASE_URL>/patients/<id>`.
  const patientId = labels.json<string[]>()[0]?.split('/').pop();
  if (!patientId) throw new Error('no label id');
  expectStatus(
    await call('POST', '/api/v1/patients', {
      cookie: volunteerCookie,
      payload: {
        id: patientId,
        firstName: phi.firstName,
        middleName: phi.middleName,
        lastName: phi.lastName,
        dateOfBirth: phi.dateOfBirth,
        gender: 'FEMALE',
        language: 'ENGLISH',
        codeStatus: 'DNR',
      },
    }),
    201,
    'create patient',
  );
  expectStatus(
    await call('PATCH', `/api/v1/patients/${patientId}`, {
      cookie: volunteerCookie,
      payload: {
        patientData: { firstName: phi.newFirstName },
        contactData: {
          firstName: phi.contactFirstName,
          lastName: phi.contactLastName,
          phone: phi.contactPhone,
          email: phi.contactEmail,
          address: phi.contactAddress,
          relationship: 'Brother',
        },
      },
    }),
    200,
    'update patient',
  );
  expectStatus(
    await call('GET', `/api/v1/patients/${patientId}`, { cookie: volunteerCookie }),
    200,
    'view patient',
  );
  const staff = await base.loginAs('STAFF');
  expectStatus(
    await call('GET', `/api/v1/patients?search=${phi.lastName}`, { cookie: staff.cookie }),
    200,
    'search patients',
  );
  // The SPA's own pages, logged at debug, with PHI in the query.
  await call('GET', `/patients/${patientId}?name=${phi.firstName}`, { cookie: volunteerCookie });
  await call('GET', '/assets/app.js');
  expectStatus(
    await call('DELETE', `/api/v1/patients/${patientId}`, { cookie: adminCookie }),
    200,
    'delete patient',
  );

  // Sign out.
  expectStatus(
    await call('GET', '/api/v1/auth/logout', { cookie: volunteerCookie }),
    200,
    'sign out',
  );
  return secrets;
}

describe.each(['info', 'trace'] as const)('the log at %s', (level) => {
  let capture: Capture;
  let secrets: Map<string, string>;
  beforeAll(async () => {
    capture = await capturingApp(level);
    secrets = await runJourneys(capture);
  }, 120_000);

  it('logged the journeys', () => {
    const requests = capture.records().filter((record) => record.msg === 'request');
    expect(requests.length).toBeGreaterThan(20);
    if (level === 'trace')
      expect(requests.some((record) => String(record.url).startsWith('/patients/'))).toBe(true);
    expect(secrets.size).toBeGreaterThan(15);
  });

  it('holds no password, token, cookie value or PHI value', () => {
    expect(leaks(capture.log(), secrets)).toEqual([]);
  });

  it('would catch one that was logged', () => {
    const planted = [
      { note: phi.lastName.toUpperCase() },
      { url: `/x?dob=${encodeURIComponent('04/19/1937')}` },
      { body: JSON.stringify({ password: secrets.get('changed password') }) },
      { phone: '415-555-0143' },
    ];
    for (const line of planted) {
      const before = capture.log().length;
      capture.app.log.warn(line, 'planted');
      expect(leaks(capture.log().slice(before), secrets)).toHaveLength(1);
    }
  });
});

describe('an unexpected database error', () => {
  it('is logged by kind, code and stack, without the values the database quotes', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const base = await createTestApp();
    const app = await buildApp({
      config: testConfig(),
      db: base.db,
      logger: { ...loggerOptions('trace'), stream },
    });
    registerCleanup(() => app.close());
    // A query that fails on a patient's name: PostgreSQL's message quotes the value.
    app.get('/api/v1/failing', async () => {
      await app.db.execute(sql`select ${phi.lastName}::integer`);
      return {};
    });
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/v1/failing' });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(leaks(log, new Map([['patient last name', phi.lastName]]))).toEqual([]);
    const failure = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; error?: { cause?: { code?: string } } })
      .find((record) => record.msg === 'unexpected error');
    expect(failure?.error?.cause?.code ?? (failure?.error as { code?: string })?.code).toBe(
      '22P02',
    );
  });
});

import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { registerCleanup } from '../testing/cleanup';
import { createTestApp, TEST_PASSWORD, testConfig } from '../testing/test-app';
import { loggableUrl, loggerOptions } from './logger';

describe('loggableUrl', () => {
  it('drops query strings and reset tokens', () => {
    expect(loggableUrl('/api/v1/patients?search=Jane+Doe')).toBe('/api/v1/patients');
    expect(loggableUrl('/api/v1/auth/password/3f1c9a')).toBe('/api/v1/auth/password/[token]');
    expect(loggableUrl('/dashboard')).toBe('/dashboard');
    expect(loggableUrl('/api/v1/invites/1d2c')).toBe('/api/v1/invites/[token]');
    expect(loggableUrl('/register/1d2c?x=1')).toBe('/register/[token]');
    expect(loggableUrl('/verify/abc')).toBe('/verify/[token]');
    expect(loggableUrl('/password/abc')).toBe('/password/[token]');
    expect(loggableUrl('/api/v1/invites')).toBe('/api/v1/invites');
    expect(loggableUrl('/register')).toBe('/register');
  });
});

describe('request logs', () => {
  it('never contain passwords, cookies, session ids or search terms', async () => {
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
    const user = await base.createUser({ email: 'logged@example.org' });

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    await app.inject({
      method: 'GET',
      url: '/api/v1/users/me?search=Jane+Doe',
      headers: { cookie, authorization: 'Bearer abc' },
    });

    const log = lines.join('');
    expect(log).toContain('/api/v1/users/me');
    expect(log).not.toContain(TEST_PASSWORD);
    expect(log).not.toContain(cookie.slice('session='.length));
    expect(log).not.toContain('Jane');
    expect(log).not.toContain('Bearer abc');
  });
});

describe('request log lines', () => {
  async function appLogging(level: 'info' | 'debug') {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const base = await createTestApp();
    const app = await buildApp({
      config: testConfig(),
      db: base.db,
      now: () => base.clock.now(),
      logger: { ...loggerOptions(level), stream },
    });
    registerCleanup(() => app.close());
    await app.ready();
    const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    return { app, base, lines, records };
  }

  it('logs each API request once at info: method, path without the query, status, time', async () => {
    const { app, base, records } = await appLogging('info');
    const { cookie } = await base.loginAs('STAFF');
    const before = records().length;
    await app.inject({
      method: 'GET',
      url: '/api/v1/hospitals?hospital=Jane+Doe&page=1',
      headers: { cookie },
    });
    await app.inject({ method: 'GET', url: '/api/v1/nope' });
    const logged = records().slice(before);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      url: '/api/v1/hospitals',
      statusCode: 200,
    });
    expect(typeof logged[0]?.responseTime).toBe('number');
    expect(logged[1]).toMatchObject({ level: 30, url: '/api/v1/nope', statusCode: 404 });
    expect(JSON.stringify(logged)).not.toContain('Jane');
  });

  it('logs static files and the SPA at debug only', async () => {
    const atInfo = await appLogging('info');
    const before = atInfo.records().length;
    await atInfo.app.inject({ method: 'GET', url: '/dashboard?patient=Jane' });
    await atInfo.app.inject({ method: 'GET', url: '/assets/index.js' });
    expect(atInfo.records().slice(before)).toEqual([]);

    const atDebug = await appLogging('debug');
    const start = atDebug.records().length;
    await atDebug.app.inject({ method: 'GET', url: '/dashboard?patient=Jane' });
    const logged = atDebug.records().slice(start);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 20, method: 'GET', url: '/dashboard' });
  });
});

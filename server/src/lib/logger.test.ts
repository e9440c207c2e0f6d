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

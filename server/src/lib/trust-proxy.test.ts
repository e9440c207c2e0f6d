import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../modules/audit/audit.table';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import { isAddressOrRange } from './trust-proxy';

describe('isAddressOrRange', () => {
  it('takes IPv4 and IPv6 addresses and CIDR ranges, nothing else', () => {
    for (const good of ['10.0.0.1', '10.0.0.0/8', '::1', '2001:db8::/32', '0.0.0.0/0']) {
      expect(isAddressOrRange(good)).toBe(true);
    }
    for (const bad of [
      'true',
      'loopback',
      '10.0.0.0/33',
      '::/129',
      '10.0.0/8',
      '1.2.3.4/8/1',
      '',
    ]) {
      expect(isAddressOrRange(bad)).toBe(false);
    }
  });
});

describe('the client address behind a proxy', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
  });

  /** Signs a new user in over `socket` with `forwardedFor`; returns the address audited. */
  async function auditedAddress(t: TestApp, socket: string, forwardedFor: string) {
    const user = await t.createUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: socket,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(response.statusCode).toBe(200);
    const [event] = await t.db
      .select({ clientAddress: auditEvents.clientAddress })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, user.id), eq(auditEvents.action, 'auth.login')));
    return event?.clientAddress;
  }

  async function appWith(trustProxy: string) {
    const t = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
    apps.push(t);
    return t;
  }

  it('with a hop count, takes the hop the proxy wrote, not one the client wrote before it', async () => {
    const t = await appWith('1');
    expect(await auditedAddress(t, '10.0.0.2', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('never records what is not an IP address: the trusted hop before it is used', async () => {
    const t = await appWith('1');
    expect(await auditedAddress(t, '10.0.0.2', '<script>')).toBe('10.0.0.2');
    expect(await auditedAddress(t, '10.0.0.2', 'unknown')).toBe('10.0.0.2');
    expect(await auditedAddress(t, '10.0.0.2', '203.0.113.9:4711')).toBe('10.0.0.2');
  });

  it('with a list of proxy ranges, believes the header only from those proxies', async () => {
    const t = await appWith('10.0.0.0/8, ::1');
    expect(await auditedAddress(t, '10.1.2.3', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await auditedAddress(t, '192.0.2.50', '203.0.113.9')).toBe('192.0.2.50');
    expect(await auditedAddress(t, '10.1.2.3', '10.4.5.6, 203.0.113.9, 10.0.0.9')).toBe(
      '203.0.113.9',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Env } from './config';

function problemsOf(env: Env): string[] {
  try {
    loadConfig(env, '/srv/lifeline');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the defaults of API.md §6', () => {
    const config = loadConfig({}, '/srv/lifeline');
    expect(config).toMatchObject({
      baseUrl: 'http://localhost:3000',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: '/srv/lifeline/data',
      sessionSecret: null,
      sessionLimits: {
        FIRST_RESPONDER: { idleMinutes: 720, maxHours: 168 },
        VOLUNTEER: { idleMinutes: 60, maxHours: 24 },
        STAFF: { idleMinutes: 15, maxHours: 12 },
        ADMIN: { idleMinutes: 15, maxHours: 12 },
      },
      cookieSecure: false,
      adminEmail: 'admin@lifeline.local',
      adminPassword: null,
      collectPhi: false,
      licenseVerifier: 'registry',
      trustProxy: false,
      rateLimitMultiplier: 1,
      jobs: { workers: true, pollSeconds: 2 },
      digest: { cron: '0 7 * * *', timeZone: 'UTC' },
      reportMissingKeys: false,
      mfaRequiredRoles: [],
      logLevel: 'info',
      mailFrom: 'Lifeline <no-reply@localhost>',
      viteEnv: {},
    });
    expect(config.smtp).toEqual({
      url: null,
      host: null,
      port: 587,
      user: null,
      pass: null,
      secure: false,
    });
    expect(config.staticDir).toMatch(/\/dist$/);
  });

  it('derives BASE_URL from PORT, drops its trailing slash and sets Secure for https', () => {
    expect(loadConfig({ PORT: '4000' }).baseUrl).toBe('http://localhost:4000');
    const secure = loadConfig({ BASE_URL: 'https://lifeline.example.org/' });
    expect(secure.baseUrl).toBe('https://lifeline.example.org');
    expect(secure.cookieSecure).toBe(true);
    expect(secure.mailFrom).toBe('Lifeline <no-reply@lifeline.example.org>');
  });

  it('reads the reference names SESSION_SECRET_KEY and MAILER_FROM as aliases', () => {
    const config = loadConfig({
      SESSION_SECRET_KEY: 's'.repeat(40),
      MAILER_FROM: 'Ops <ops@example.org>',
    });
    expect(config.sessionSecret).toBe('s'.repeat(40));
    expect(config.mailFrom).toBe('Ops <ops@example.org>');
  });

  it('passes every VITE_* variable, and only those, to the SPA', () => {
    const config = loadConfig({ VITE_FEATURE_COLLECT_PHI: 'true', VITE_OTHER: 'x', SECRET: 'no' });
    expect(config.viteEnv).toEqual({ VITE_FEATURE_COLLECT_PHI: 'true', VITE_OTHER: 'x' });
    expect(config.collectPhi).toBe(true);
    expect(loadConfig({ VITE_FEATURE_COLLECT_PHI: 'TRUE' }).collectPhi).toBe(false);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, and SMTP_SECURE from port 465', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.0.2.1,::1 ' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ SMTP_PORT: '465' }).smtp.secure).toBe(true);
    expect(loadConfig({ SMTP_PORT: '465', SMTP_SECURE: 'false' }).smtp.secure).toBe(false);
  });

  it('refuses TRUST_PROXY=true, which lets clients choose their address, saying what to set', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY: must not be true, which trusts every X-Forwarded-For hop so that clients choose their own address: set a hop count (the number of proxies in front of the server, e.g. 1) or a comma-separated list of their addresses or CIDR ranges (e.g. 10.0.0.0/8,::1)',
    ]);
  });

  it('reads MFA_REQUIRED_ROLES as a list of roles, any case, without repeats', () => {
    expect(loadConfig({ MFA_REQUIRED_ROLES: 'staff, ADMIN,,STAFF' }).mfaRequiredRoles).toEqual([
      'STAFF',
      'ADMIN',
    ]);
    expect(loadConfig({ MFA_REQUIRED_ROLES: ' ' }).mfaRequiredRoles).toEqual([]);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ BASE_URL: 'lifeline.example.org' }, 'BASE_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ SESSION_SECRET_KEY: 'short' }, 'SESSION_SECRET_KEY'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES'],
    [{ SESSION_MAX_HOURS: '1.5' }, 'SESSION_MAX_HOURS'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'password' }, 'ADMIN_PASSWORD'],
    [{ LICENSE_VERIFIER: 'magic' }, 'LICENSE_VERIFIER'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/8,proxy.internal' }, 'TRUST_PROXY'],
    [{ RATE_LIMIT_MULTIPLIER: '-1' }, 'RATE_LIMIT_MULTIPLIER'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ MFA_REQUIRED_ROLES: 'STAFF,BOSS' }, 'MFA_REQUIRED_ROLES'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SMTP_SECURE: 'maybe' }, 'SMTP_SECURE'],
    [{ DIGEST_CRON: 'daily' }, 'DIGEST_CRON'],
    [{ DIGEST_CRON: '0 7 * *' }, 'DIGEST_CRON'],
    [{ DIGEST_CRON: '0 24 * * *' }, 'DIGEST_CRON'],
    [{ DIGEST_CRON: '0 7 * * * *' }, 'DIGEST_CRON'],
    [{ DIGEST_TZ: 'Mars/Olympus' }, 'DIGEST_TZ'],
  ] as const)('stops on %o with a message naming %s', (env, name) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}\\b`));
  });

  it('reads DIGEST_CRON (ranges, lists and steps; off for none) and DIGEST_TZ', () => {
    expect(
      loadConfig({ DIGEST_CRON: '30 6-8/2 * 1,6 1-5', DIGEST_TZ: 'America/Los_Angeles' }).digest,
    ).toEqual({ cron: '30 6-8/2 * 1,6 1-5', timeZone: 'America/Los_Angeles' });
    expect(loadConfig({ DIGEST_CRON: 'off' }).digest.cron).toBeNull();
    expect(problemsOf({ DIGEST_CRON: '61 7 * * *' })[0]).toMatch(
      /^DIGEST_CRON: must be a five-field cron expression/,
    );
  });

  it('names each bad variable once, and never echoes a password', () => {
    const problems = problemsOf({
      PORT: 'x',
      LICENSE_VERIFIER: 'nope',
      ADMIN_PASSWORD: 'weakpass',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'ADMIN_PASSWORD',
      'LICENSE_VERIFIER',
    ]);
    expect(problems.join('\n')).not.toContain('weakpass');
    expect(problems.find((p) => p.startsWith('LICENSE_VERIFIER'))).toBe(
      'LICENSE_VERIFIER: must be one of registry, ca-emsa',
    );
  });
});

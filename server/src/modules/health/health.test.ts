import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { registerCleanup } from '../../testing/cleanup';
import { createTestApp, testConfig } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-db';

describe('GET /api/health', () => {
  it('answers 200 OK when the database answers', async () => {
    const t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', database: 'OK' });
  });

  it('answers 503 when the database does not', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.handle.db });
    registerCleanup(() => app.close());
    await database.destroy();

    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'Service Unavailable', database: 'ERROR' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

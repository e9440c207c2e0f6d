import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../../lib/route';
import type { DeniedReason } from '../../plugins/guard';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** `onDenied` runs before the guard's 403, and its failure never changes the answer. */
let t: TestApp;
const denied: DeniedReason[] = [];

function probeRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  defineRoute(app, {
    method: 'GET',
    url: '/recorded',
    can: 'patient.delete',
    onDenied: (_request, _user, reason) => {
      denied.push(reason);
      return Promise.resolve();
    },
    summary: 'probe',
    responses: { 200: z.object({}) },
    handler: () => ({}),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/failing',
    can: 'patient.delete',
    onDenied: () => Promise.reject(new Error('audit table unavailable')),
    summary: 'probe',
    responses: { 200: z.object({}) },
    handler: () => ({}),
  });
  done();
}

beforeAll(async () => {
  t = await createTestApp({
    extend: async (app) => app.register(probeRoutes, { prefix: '/api/v1/probe' }),
  });
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/probe${url}`, headers: cookie ? { cookie } : {} });

describe('defineRoute onDenied', () => {
  it('runs with the reason on each 403, not on 401 or on success', async () => {
    const staff = await t.loginAs('STAFF');
    const admin = await t.loginAs('ADMIN');
    expect((await get('/recorded')).statusCode).toBe(401);
    expect((await get('/recorded', staff.cookie)).statusCode).toBe(403);
    expect((await get('/recorded', admin.cookie)).statusCode).toBe(200);
    expect(denied).toEqual(['role']);
  });

  it('still answers 403 with the standard body when the hook fails', async () => {
    const staff = await t.loginAs('STAFF');
    const response = await get('/failing', staff.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
  });
});

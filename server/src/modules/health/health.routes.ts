import { sql } from 'drizzle-orm';
import type { FastifyPluginCallback } from 'fastify';
import { healthSchema } from '@contract/auth';
import { defineRoute } from '../../lib/route';

export const healthRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'GET',
    url: '/health',
    access: 'public',
    summary: 'Health check (runs SELECT 1 against the database)',
    tags: ['service'],
    responses: {
      200: healthSchema,
      503: { description: 'The database does not answer', schema: healthSchema },
    },
    handler: async ({ reply }) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'OK', database: 'OK' };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unavailable');
        reply.code(503);
        return { status: 'Service Unavailable', database: 'ERROR' };
      }
    },
  });
  done();
};

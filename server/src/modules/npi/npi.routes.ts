import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { messageSchema } from '@contract/common';
import { npiOrganizationSchema, npiQuerySchema } from '@contract/npi';
import { defineRoute } from '../../lib/route';
import { createNpiClient, NpiError } from './npi.client';
import { npiErrors } from './npi.errors';

/**
 * NPPES matches organisation names exactly unless the name ends with `*`: a name of two or more
 * characters without one gets it, so "General Hosp" finds "General Hospital".
 */
export function registryName(name: string): string {
  return name.length >= 2 && !name.includes('*') ? `${name}*` : name;
}

export const npiRoutes: FastifyPluginCallback = (app, _options, done) => {
  const client = createNpiClient({ baseUrl: app.config.npiApiUrl });

  defineRoute(app, {
    method: 'GET',
    url: '/',
    can: 'npi.search',
    summary: 'Look up organisations in the NPI registry',
    description: 'Organisation (NPI-2) records by name (prefix match) and two-letter state.',
    query: npiQuerySchema,
    responses: { 200: z.array(npiOrganizationSchema), 502: messageSchema },
    handler: async ({ query }) => {
      try {
        return await client.searchOrganizations(registryName(query.name), query.state);
      } catch (error) {
        if (error instanceof NpiError) throw npiErrors.registryFailed(error.message);
        throw error;
      }
    },
  });
  done();
};

import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { httpErrorSchema, validationErrorSchema } from '@contract/errors';
import { messageSchema } from '@contract/common';
import {
  licenceImportResultSchema,
  licenceLookupAnswerSchema,
  licenceLookupQuerySchema,
} from '@contract/licences';
import { defineRoute } from '../../lib/route';
import { limitPerTarget } from '../../lib/target-limit';
import { importLicences } from './licences.import';
import { lookUpLicence } from './licences.service';

const WINDOW_MS = 15 * 60_000;
/** API.md §1.9: 30 per address and 10 per licence number in 15 minutes. */
const LOOKUP_ADDRESS_LIMIT = { bucket: 'licenses:address', limit: 30, windowMs: WINDOW_MS };
const LOOKUP_NUMBER_LIMIT = { bucket: 'licenses:number', limit: 10, windowMs: WINDOW_MS };

export const licencesRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'GET',
    url: '/',
    access: 'public',
    summary: 'Look up a licence',
    description:
      'Outcomes in order: 429 per-address limit, 422 no number, 429 per-number limit, then the verifier (LICENSE_VERIFIER): 200 LicenceLookup (an Expired status is not refused here), 422 a user holds the number (string message), 404 no match, 503 verifier unavailable.',
    query: licenceLookupQuerySchema,
    rateLimit: LOOKUP_ADDRESS_LIMIT,
    responses: {
      200: licenceLookupAnswerSchema,
      404: { description: 'No license match', schema: messageSchema },
      422: {
        description: 'Validation failure (list form), or the number is registered (string)',
        schema: z.union([validationErrorSchema, messageSchema]),
      },
      503: { description: 'The licence verifier is unavailable', schema: httpErrorSchema },
    },
    handler: async ({ query, db }) => {
      await limitPerTarget(app, LOOKUP_NUMBER_LIMIT, query.license);
      return lookUpLicence(app.licenceVerifier, db, query.license);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/import',
    can: 'license.import',
    summary: 'Import licences from CSV',
    description:
      'text/csv (≤ 5 MiB) with a header naming licenseNumber, name, licenseType and status. Header or quoting errors → 422 and nothing imported; otherwise valid records are upserted by number and each refused record is listed with its line and reason.',
    body: z.string().nullable(),
    bodyType: 'csv',
    responses: { 200: licenceImportResultSchema, 422: validationErrorSchema },
    handler: ({ request, body, db, user, now }) => importLicences(db, request, user, now, body),
  });
  done();
};

import type { FastifyPluginCallback } from 'fastify';
import { contactAddressesSchema } from '@contract/contact';
import { defineRoute } from '../../lib/route';

/** [ours] The program's public contact addresses (CONTACT_EMAIL, VOLUNTEER_EMAIL), under /api/v1/contact. */
export const contactRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'GET',
    url: '/',
    access: 'public',
    summary: "The program's contact addresses",
    description:
      "200 the administrator's address for licence questions and the address to volunteer at, each null when the server is not configured with it (the sign-up's help then leaves that sentence out).",
    responses: { 200: contactAddressesSchema },
    handler: () => app.config.contact,
  });
  done();
};

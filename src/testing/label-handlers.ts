import { http } from 'msw';
import { labelCountQuerySchema, labelUrlsSchema } from '@contract/labels';
import { api, guardedQuery, respond } from './handler-utils';

/** GET /patients/generate: guard, parse the count, answer that many fresh label URLs. */
export const labelHandlers = [
  http.get(api('/patients/generate'), ({ request }) => {
    const query = guardedQuery(request, 'label.print', labelCountQuerySchema);
    if (query instanceof Response) return query;
    const origin = new URL(request.url).origin;
    const urls = Array.from(
      { length: query.count },
      () => `${origin}/patients/${crypto.randomUUID()}`,
    );
    return respond(labelUrlsSchema, urls);
  }),
];

import { http } from 'msw';
import { auditInstant } from '@contract/audit';
import { labelsPrintedQuerySchema, labelsPrintedSchema } from '@contract/label-stats';
import { labelCountQuerySchema, labelUrlsSchema } from '@contract/labels';
import { db } from './db';
import { api, guardedQuery, respond } from './handler-utils';

/**
 * GET /patients/generate: guard, parse the count, store the run, answer that many fresh label
 * URLs. [ours] GET /labels/printed: the stored runs since `from`.
 */
export const labelHandlers = [
  http.get(api('/patients/generate'), ({ request }) => {
    const query = guardedQuery(request, 'label.print', labelCountQuerySchema);
    if (query instanceof Response) return query;
    db.labelPrints.push({ at: new Date().toISOString(), count: query.count });
    const origin = new URL(request.url).origin;
    const urls = Array.from(
      { length: query.count },
      () => `${origin}/patients/${crypto.randomUUID()}`,
    );
    return respond(labelUrlsSchema, urls);
  }),
  http.get(api('/labels/printed'), ({ request }) => {
    const query = guardedQuery(request, 'label.print', labelsPrintedQuerySchema);
    if (query instanceof Response) return query;
    const from = auditInstant(query.from).getTime();
    const runs = db.labelPrints.filter((run) => new Date(run.at).getTime() >= from);
    return respond(labelsPrintedSchema, {
      labels: runs.reduce((sum, run) => sum + run.count, 0),
      runs: runs.length,
    });
  }),
];

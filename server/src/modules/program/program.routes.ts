import type { FastifyPluginCallback } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import {
  programCsvColumns,
  programFiguresQuerySchema,
  programFiguresSchema,
  type ProgramFigures,
} from '@contract/program';
import { defineRoute } from '../../lib/route';
import { programFigures } from './program.service';

const rangeDescription =
  '`from` (inclusive) and `to` (exclusive): UTC calendar dates `YYYY-MM-DD`; `interval`: `week` (Monday to Sunday, the default) or `month`. The range is widened to whole periods; at most 260 periods.';

/** The figures as CSV: a header of stable English column names, one row per period. */
export function programCsv(figures: ProgramFigures): string {
  return stringify(
    figures.points.map((point) => [
      point.start,
      ...programCsvColumns.slice(1).map((figure) => point[figure as keyof typeof point]),
    ]),
    { header: true, columns: [...programCsvColumns], record_delimiter: 'windows' },
  );
}

/** [ours] Issue 24: the program's figures for staff and admins. Registered under /api/v1/program. */
export const programRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'GET',
    url: '/figures',
    can: 'program.view',
    summary: "The program's figures over time [ours]",
    description: `Counts per period, never a patient: patients enrolled and on record, labels printed and registered, label scans by first responders, new members, records verified, and records overdue for review at each period's end (now for the period under way). ${rangeDescription}`,
    tags: ['program'],
    query: programFiguresQuerySchema,
    responses: { 200: programFiguresSchema },
    handler: ({ query, db, now }) => programFigures(db, query, now),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/figures/export',
    can: 'program.view',
    summary: "The program's figures as CSV [ours]",
    description: `The same figures as \`text/csv\`: a header row (\`${programCsvColumns.join(',')}\`), then one row per period, oldest first. ${rangeDescription}`,
    tags: ['program'],
    query: programFiguresQuerySchema,
    responses: {
      200: { description: 'CSV', contentType: 'text/csv', schema: z.string() },
    },
    handler: async ({ reply, query, db, now }) => {
      const figures = await programFigures(db, query, now);
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="lifeline-program-${figures.interval}-${figures.from}-${figures.to}.csv"`,
        );
      return programCsv(figures);
    },
  });
  done();
};

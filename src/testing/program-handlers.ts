import { http, HttpResponse } from 'msw';
import {
  programFigureValues,
  programFiguresQuerySchema,
  programFiguresSchema,
  programPeriods,
  type ProgramPoint,
} from '@contract/program';
import { api, guardedQuery, respond } from './handler-utils';

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * [ours] GET /program/figures and its export: guard, parse the range, answer a zero for every
 * figure in every period (tests that need counts answer with their own handler).
 */
export const programHandlers = [
  http.get(api('/program/figures'), ({ request }) => {
    const query = guardedQuery(request, 'program.view', programFiguresQuerySchema);
    if (query instanceof Response) return query;
    const periods = programPeriods(query.from, query.to, query.interval);
    const points = periods.map(
      (start) =>
        ({
          start: day(start),
          ...Object.fromEntries(programFigureValues.map((figure) => [figure, 0])),
        }) as ProgramPoint,
    );
    return respond(programFiguresSchema, {
      interval: query.interval,
      from: points[0]?.start ?? query.from,
      to: query.to,
      points,
    });
  }),
  http.get(api('/program/figures/export'), ({ request }) => {
    const query = guardedQuery(request, 'program.view', programFiguresQuerySchema);
    if (query instanceof Response) return query;
    return new HttpResponse(`periodStart,${programFigureValues.join(',')}\r\n`, {
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    });
  }),
];

import { programFiguresSchema, type ProgramFigures, type ProgramInterval } from '@contract/program';
import { apiRequest, buildUrl } from '@/lib/api-client';

/** GET /program/figures's query: UTC calendar days, `from` included, `to` excluded. */
export interface ProgramFiguresParams {
  from: string;
  to: string;
  interval: ProgramInterval;
}

/** [ours] GET /program/figures (STAFF): counts per period, never a patient. */
export function getProgramFigures(
  params: ProgramFiguresParams,
  signal?: AbortSignal,
): Promise<ProgramFigures> {
  return apiRequest('/program/figures', programFiguresSchema, { query: { ...params }, signal });
}

/** [ours] GET /program/figures/export with the same range: a link the browser downloads. */
export function programExportUrl(params: ProgramFiguresParams): string {
  return buildUrl('/program/figures/export', { ...params });
}

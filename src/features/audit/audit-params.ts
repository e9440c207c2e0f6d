import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { auditActionSchema, type AuditAction } from '@contract/audit';
import { uuidSchema } from '@contract/common';
import { localDayStart } from '@/lib/dates';
import { readListParams, withFilter, withPage } from '@/lib/list-params';
import type { AuditListParams } from './api/audit.api';

/** The Audit page's state, kept in the address so a filtered view can be shared and reloaded. */
export interface AuditPageParams {
  action: AuditAction | '';
  userId: string;
  patientId: string;
  /** Calendar days 'YYYY-MM-DD' where the admin is, both included. */
  from: string;
  to: string;
  page: number;
}

export type AuditFilterKey = Exclude<keyof AuditPageParams, 'page'>;
export const auditFilterKeys: readonly AuditFilterKey[] = [
  'action',
  'userId',
  'patientId',
  'from',
  'to',
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const valid = (value: string | null, test: (value: string) => boolean) =>
  value !== null && test(value) ? value : '';

/** Reads the page state; a value that is not well formed counts as no filter. */
export function readAuditParams(searchParams: URLSearchParams): AuditPageParams {
  const action = auditActionSchema.safeParse(searchParams.get('action'));
  const isId = (value: string) => uuidSchema.safeParse(value).success;
  return {
    action: action.success ? action.data : '',
    userId: valid(searchParams.get('userId'), isId).toLowerCase(),
    patientId: valid(searchParams.get('patientId'), isId).toLowerCase(),
    from: valid(searchParams.get('from'), (v) => DAY.test(v)),
    to: valid(searchParams.get('to'), (v) => DAY.test(v)),
    page: readListParams(searchParams).page,
  };
}

/** True when the range ends before it starts: the `to` day is then left out of the query. */
export const isRangeReversed = ({ from, to }: Pick<AuditPageParams, 'from' | 'to'>) =>
  from !== '' && to !== '' && to < from;

/** The API query for the page state: local days become instants, the last day included. */
export function toAuditQuery(params: AuditPageParams): AuditListParams {
  return {
    action: params.action || undefined,
    userId: params.userId || undefined,
    patientId: params.patientId || undefined,
    from: params.from ? localDayStart(params.from) : undefined,
    to: params.to && !isRangeReversed(params) ? localDayStart(params.to, 1) : undefined,
    page: params.page,
  };
}

/** The page state and its setters: a filter change starts again at page 1. */
export function useAuditParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readAuditParams(searchParams);

  const setFilter = useCallback(
    (key: AuditFilterKey, value: string) =>
      setSearchParams((current) => withFilter(current, key, value), { replace: true }),
    [setSearchParams],
  );

  const clearFilters = useCallback(
    () => setSearchParams(new URLSearchParams(), { replace: true }),
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number) => setSearchParams((current) => withPage(current, page)),
    [setSearchParams],
  );

  return { params, setFilter, clearFilters, setPage };
}

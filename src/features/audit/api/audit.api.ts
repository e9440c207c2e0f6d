import { auditEventSchema, type AuditAction } from '@contract/audit';
import { tolerant } from '@contract/tolerant';
import { userSchema } from '@contract/users';
import { apiList, apiRequest, buildUrl, type ListResult } from '@/lib/api-client';

export type AuditEventRecord = ReturnType<typeof auditEventSchema.parse>;

/** A member, as far as the member filter needs one. */
const memberReading = tolerant(userSchema);
export type AuditMember = ReturnType<typeof memberReading.parse>;

/** The filters of GET /audit (API.md §4.10) and our date range; '' or undefined = no filter. */
export interface AuditFilters {
  action?: AuditAction | undefined;
  userId?: string | undefined;
  patientId?: string | undefined;
  /** ISO instants: `from` inclusive, `to` exclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface AuditListParams extends AuditFilters {
  page: number;
  perPage?: number;
}

const filterQuery = ({ action, userId, patientId, from, to }: AuditFilters) => ({
  patientId: patientId || undefined,
  userId: userId || undefined,
  action: action || undefined,
  from: from || undefined,
  to: to || undefined,
});

/** GET /audit (ADMIN): newest first, one page. */
export function listAuditEvents(
  params: AuditListParams,
  signal?: AbortSignal,
): Promise<ListResult<AuditEventRecord>> {
  return apiList('/audit', auditEventSchema, {
    query: { ...filterQuery(params), page: params.page, perPage: params.perPage },
    signal,
  });
}

/** [ours] GET /audit/export with the same filters: a link the browser downloads. */
export function auditExportUrl(filters: AuditFilters): string {
  return buildUrl('/audit/export', filterQuery(filters));
}

/** GET /users?search=<q>: the first page of matching members, for the member filter. */
export async function searchMembers(term: string, signal?: AbortSignal): Promise<AuditMember[]> {
  const { items } = await apiList('/users', memberReading, { query: { search: term }, signal });
  return items;
}

/** GET /users/:id: the member a filter names (its label after a reload). */
export function getMember(id: string, signal?: AbortSignal): Promise<AuditMember> {
  return apiRequest(`/users/${encodeURIComponent(id)}`, memberReading, { signal });
}

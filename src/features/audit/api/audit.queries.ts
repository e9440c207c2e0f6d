import { queryOptions } from '@tanstack/react-query';
import { pagedQuery } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';
import { getMember, listAuditEvents, searchMembers, type AuditListParams } from './audit.api';

export const auditKeys = queryKeys('audit');
/** Members are the users resource: the same keys the members pages refresh. */
const memberKeys = queryKeys('users');

export const auditQueries = {
  list: (params: AuditListParams) =>
    pagedQuery(auditKeys.list(params), (signal) => listAuditEvents(params, signal)),
  memberSearch: (term: string) =>
    queryOptions({
      queryKey: memberKeys.list({ auditChooser: term }),
      queryFn: ({ signal }) => searchMembers(term, signal),
    }),
  member: (id: string) =>
    queryOptions({
      queryKey: memberKeys.detail(id),
      queryFn: ({ signal }) => getMember(id, signal),
      enabled: id !== '',
    }),
};

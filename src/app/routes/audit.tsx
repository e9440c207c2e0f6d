import { auditQueries } from '@/features/audit/api/audit.queries';
import { readAuditParams, toAuditQuery } from '@/features/audit/audit-params';
import { AuditPage } from '@/features/audit/components/audit-page';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { requireCapability } from '@/lib/auth-guards';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

/** [ours] The audit trail is ADMIN's (API.md §4.10). */
export const loader = guardedLoader(
  requireCapability('audit.list'),
  async ({ request }, { queryClient }) => {
    const params = readAuditParams(new URL(request.url).searchParams);
    await prefetch(queryClient, auditQueries.list(toAuditQuery(params)));
  },
);

export function Component() {
  const user = useCurrentUser();
  return <AuditPage viewer={user} />;
}

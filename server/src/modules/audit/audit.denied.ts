import type { AuditAction } from '@contract/audit';
import { uuidSchema } from '@contract/common';
import type { Capability } from '@contract/permissions';
import type { OnDenied } from '../../plugins/guard';
import { recordAudit } from './audit.service';

/**
 * A guard hook for a patient route (`onDenied` of defineRoute): a 403 there is recorded as
 * `action`, with the member and their role at that time, the patient id from the path (when
 * it is a uuid; the patient need not exist) and `details.reason` (`inactive` or `role`).
 * [ours, issue 23] A route guarded by another permission that follows the patient's (the
 * documents' `document.view` / `document.manage`) records the patient action and names that
 * permission in `details.operation`, so the trail tells a refused page read from a refused record.
 */
export function recordDeniedPatient(action: AuditAction, operation?: Capability): OnDenied {
  return async (request, user, reason) => {
    const { id } = (request.params ?? {}) as { id?: unknown };
    const targetId = uuidSchema.safeParse(id).success ? (id as string).toLowerCase() : null;
    await recordAudit(request.server.db, request, request.server.now(), {
      action,
      actor: user,
      targetType: 'patient',
      targetId,
      details: operation ? { reason, operation } : { reason },
    });
  };
}

import type { AuditEvent } from '@contract/audit';

/** The audit events GET /audit answers from, newest first when sent. Cleared with db.reset(). */
export const auditStore = {
  events: [] as AuditEvent[],
  add(...events: AuditEvent[]): void {
    this.events.push(...events);
  },
  reset(): void {
    this.events = [];
  },
};

let sequence = 0;

/** An event as GET /audit sends it; by default an anonymous failed sign-in. */
export function buildAuditEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    createdAt: '2025-03-10T12:00:00.000Z',
    action: 'auth.login_failed',
    actorId: null,
    actorRole: null,
    actor: null,
    targetType: null,
    targetId: null,
    clientAddress: '10.0.0.1',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)',
    details: {},
    ...overrides,
  };
}

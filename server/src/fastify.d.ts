import type { Config } from './config';
import type { Database } from './db/client';
import type { LiveSession } from './modules/auth/sessions.service';
import type { SessionRow } from './modules/auth/sessions.table';
import type { JobQueue } from './modules/jobs/jobs';
import type { LicenceVerifier } from './modules/licences/licence-verifier';
import type { Mailer } from './modules/mail/mailer';
import type { PushSender } from './modules/notices/push';
import type { UserRow } from './modules/users/users.table';
import type { RouteRegistry } from './lib/route-registry';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** The clock every handler reads; tests replace it to move time. */
    now: () => Date;
    /** HMAC key for session ids and one-time tokens. */
    sessionSecret: string;
    routeRegistry: RouteRegistry;
    /** When true, each response is checked against its route's response schema (tests). */
    checkResponses: boolean;
    /** SMTP when configured, else the dev outbox (API.md §5.10). */
    mailer: Mailer;
    /** LICENSE_VERIFIER's implementation (API.md §5.9). */
    licenceVerifier: LicenceVerifier;
    /** The durable job queue (modules/jobs); a queue that stores nothing when the app runs none. */
    jobs: JobQueue;
    /** Issue 24: Web Push with the server's VAPID keys (modules/notices/push.ts). */
    push: PushSender;
  }

  interface FastifyRequest {
    /** The live session the request presented, if any (resolved for /api requests). */
    session: SessionRow | null;
    /** The session's user (active or not), or null. */
    user: UserRow | null;
    /** The raw `session` cookie value, valid or not. */
    presentedSessionId: string | null;
    /** Client address as used by rate limits and the audit trail (IPv6 grouped by /64). */
    clientAddress: string;
    /** Order of arrival: embedded PGlite serves the oldest request's statements first. */
    arrivalTicket: number;
    /** Inputs validated by the route's schemas (defineRoute routes only). */
    validated: { params: unknown; query: unknown; body: unknown } | null;
    /** What a route's `resolveSessionWith` read in the session lookup's statement, if it did. */
    readWithSession: { value: unknown } | null;
  }

  interface FastifyContextConfig {
    /** True when the route reads a JSON body; other routes ignore any body sent. */
    acceptsBody?: boolean;
    /** True when the route reads a `text/csv` body instead (POST /licenses/import). */
    acceptsCsv?: boolean;
    /**
     * Resolves the session in the same statement as the route's own read (one round trip),
     * instead of `resolveSession`; it may leave the read in `request.readWithSession`.
     */
    resolveSessionWith?: (request: FastifyRequest, rawId: string) => Promise<LiveSession | null>;
  }
}

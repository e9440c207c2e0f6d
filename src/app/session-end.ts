import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { authKeys, clearSession } from '@/features/auth/api/auth.queries';
import { markSessionEnded } from '@/features/sessions/session-ended';

/**
 * A 401 from a query or a mutation: the server ended the session (expiry, revocation, "end
 * session" from another device). Forget the user and let the guards send them to /login, which
 * keeps the path to come back to; when someone was signed in, the login page says their
 * session has ended. A visitor's write answered 401 (a wrong password at login, a dead reset
 * link) is that form's own business.
 */
export function endSessionAfter401(
  queryClient: QueryClient,
  router: Pick<DataRouter, 'revalidate'>,
  from: 'query' | 'mutation' = 'query',
): void {
  const wasSignedIn = Boolean(queryClient.getQueryData(authKeys.me()));
  if (!wasSignedIn && from === 'mutation') return;
  if (wasSignedIn) markSessionEnded();
  clearSession(queryClient);
  void router.revalidate();
}

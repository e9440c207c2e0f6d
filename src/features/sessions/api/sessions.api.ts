import { z } from 'zod';
import { activeSessionSchema, sessionsEndedSchema, type SessionsEnded } from '@contract/sessions';
import { apiRequest, apiRequestVoid } from '@/lib/api-client';

/** [ours] GET /users/me/sessions: the member's live sessions, this one first. */
export function listMySessions(signal?: AbortSignal) {
  return apiRequest('/users/me/sessions', z.array(activeSessionSchema), { signal });
}

/** [ours] DELETE /users/me/sessions/:id: ends one other session. */
export function endMySession(id: string): Promise<void> {
  return apiRequestVoid(`/users/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** [ours] DELETE /users/me/sessions: ends every other session of the member. */
export function endMyOtherSessions(): Promise<SessionsEnded> {
  return apiRequest('/users/me/sessions', sessionsEndedSchema, { method: 'DELETE' });
}

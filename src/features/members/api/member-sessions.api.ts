import { useMutation } from '@tanstack/react-query';
import { sessionsEndedSchema, type SessionsEnded } from '@contract/sessions';
import { apiRequest } from '@/lib/api-client';

/** [ours] DELETE /users/:id/sessions (ADMIN): signs the member out everywhere. */
export function endMemberSessions(id: string): Promise<SessionsEnded> {
  return apiRequest(`/users/${encodeURIComponent(id)}/sessions`, sessionsEndedSchema, {
    method: 'DELETE',
  });
}

export function useEndMemberSessions() {
  return useMutation({ mutationFn: endMemberSessions });
}

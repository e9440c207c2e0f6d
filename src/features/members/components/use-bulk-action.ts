import { useState } from 'react';
import type { UserAction } from '@contract/users';
import { useMemberAction, useRefreshMembers } from '../api/members.queries';

export interface BulkProgress {
  action: UserAction;
  done: number;
  total: number;
}

export interface BulkResult {
  succeeded: string[];
  failed: string[];
}

/**
 * One action on many members, one call per member (SPEC §4), one after another so the page can
 * show how far it has got. Every call is made whatever the others answer; the lists are read
 * again once, at the end.
 */
export function useBulkAction() {
  const act = useMemberAction();
  const refresh = useRefreshMembers();
  const [progress, setProgress] = useState<BulkProgress | null>(null);

  const run = async (action: UserAction, ids: readonly string[]): Promise<BulkResult> => {
    const result: BulkResult = { succeeded: [], failed: [] };
    setProgress({ action, done: 0, total: ids.length });
    for (const [index, id] of ids.entries()) {
      try {
        await act.mutateAsync({ id, action });
        result.succeeded.push(id);
      } catch {
        result.failed.push(id);
      }
      setProgress({ action, done: index + 1, total: ids.length });
    }
    await refresh();
    setProgress(null);
    return result;
  };

  return { run, progress, isRunning: progress !== null };
}

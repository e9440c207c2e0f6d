import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { queryKeys } from './query-keys';

/**
 * What a resource's writes share: its keys, and what else a write makes stale (its own lists,
 * and the lists and details of resources that show it).
 */
export interface RecordWrites {
  keys: ReturnType<typeof queryKeys>;
  refresh: (queryClient: QueryClient) => Promise<unknown>;
}

/** A write that answers with the record: cached as its detail, then `refresh` runs. */
export function useSaveRecord<Variables, Saved extends { id: string }>(
  writes: RecordWrites,
  save: (variables: Variables) => Promise<Saved>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (record) => {
      queryClient.setQueryData(writes.keys.detail(record.id), record);
      await writes.refresh(queryClient);
    },
  });
}

/** An update of the record `id`: its answer is cached as that record's detail. */
export function useUpdateRecord<Body, Saved>(
  writes: RecordWrites,
  id: string,
  update: (id: string, body: Body) => Promise<Saved>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => update(id, body),
    onSuccess: async (record) => {
      queryClient.setQueryData(writes.keys.detail(id), record);
      await writes.refresh(queryClient);
    },
  });
}

/** A delete by id: the record's detail leaves the cache, then `refresh` runs. */
export function useDeleteRecord<Answer>(
  writes: RecordWrites,
  remove: (id: string) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => remove(id),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: writes.keys.detail(id) });
      await writes.refresh(queryClient);
    },
  });
}

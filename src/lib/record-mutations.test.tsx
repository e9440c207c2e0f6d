import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/render';
import { queryKeys } from './query-keys';
import {
  useDeleteRecord,
  useSaveRecord,
  useUpdateRecord,
  type RecordWrites,
} from './record-mutations';

const keys = queryKeys('hospitals');

function setup() {
  const queryClient = createTestQueryClient();
  const refresh = vi.fn(() => Promise.resolve());
  const writes: RecordWrites = { keys, refresh };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, refresh, writes, wrapper };
}

describe('record mutations', () => {
  it('caches a saved record under its own id, then refreshes', async () => {
    const { queryClient, refresh, writes, wrapper } = setup();
    const { result } = renderHook(
      () => useSaveRecord(writes, (name: string) => Promise.resolve({ id: 'h-9', name })),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('Mercy'));
    expect(queryClient.getQueryData(keys.detail('h-9'))).toEqual({ id: 'h-9', name: 'Mercy' });
    expect(refresh).toHaveBeenCalledWith(queryClient);
  });

  it('sends an update for the given id and caches the answer as its detail', async () => {
    const { queryClient, refresh, writes, wrapper } = setup();
    const update = vi.fn((id: string, body: { name: string }) => Promise.resolve({ id, ...body }));
    const { result } = renderHook(() => useUpdateRecord(writes, 'h-2', update), { wrapper });
    await act(() => result.current.mutateAsync({ name: 'St Anne' }));
    expect(update).toHaveBeenCalledWith('h-2', { name: 'St Anne' });
    expect(queryClient.getQueryData(keys.detail('h-2'))).toEqual({ id: 'h-2', name: 'St Anne' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('drops a deleted record from the cache, then refreshes', async () => {
    const { queryClient, refresh, writes, wrapper } = setup();
    queryClient.setQueryData(keys.detail('h-3'), { id: 'h-3' });
    const { result } = renderHook(() => useDeleteRecord(writes, () => Promise.resolve('Deleted')), {
      wrapper,
    });
    await act(() => result.current.mutateAsync('h-3'));
    expect(queryClient.getQueryData(keys.detail('h-3'))).toBeUndefined();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('neither caches nor refreshes when the write fails', async () => {
    const { queryClient, refresh, writes, wrapper } = setup();
    const { result } = renderHook(
      () => useSaveRecord(writes, () => Promise.reject<{ id: string }>(new Error('no'))),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    expect(queryClient.getQueryCache().findAll({ queryKey: keys.details() })).toHaveLength(0);
    expect(refresh).not.toHaveBeenCalled();
  });
});

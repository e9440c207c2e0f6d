import { queryOptions } from '@tanstack/react-query';
import { http, HttpResponse, delay } from 'msw';
import { z } from 'zod';
import { apiList } from '@/lib/api-client';

/**
 * A throwaway searchable endpoint for testing the shared chooser and picker on their own:
 * GET /api/v1/test-items?q=<term> answers the items whose name contains the term.
 */
const itemSchema = z.object({ id: z.string(), name: z.string() });
export type TestItem = z.infer<typeof itemSchema>;

export const testItemsQuery = (term: string) =>
  queryOptions({
    queryKey: ['test-items', term],
    queryFn: async ({ signal }) =>
      (await apiList('/test-items', itemSchema, { query: { q: term }, signal })).items,
  });

export interface TestItemsRequest {
  term: string;
  signal: AbortSignal;
}

export function testItemsHandler(
  items: readonly TestItem[],
  seen: TestItemsRequest[] = [],
  { latency = 0, fail = false }: { latency?: number; fail?: boolean } = {},
) {
  return http.get('*/api/v1/test-items', async ({ request }) => {
    const term = new URL(request.url).searchParams.get('q') ?? '';
    seen.push({ term, signal: request.signal });
    if (latency > 0) await delay(latency);
    if (fail) return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
    return HttpResponse.json(
      items.filter((item) => item.name.toLowerCase().includes(term.toLowerCase())),
    );
  });
}

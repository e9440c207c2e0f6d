import { labelUrlsSchema } from '@contract/labels';
import { apiRequest } from '@/lib/api-client';

/** GET /patients/generate?count=N: N fresh label URLs (API.md §4.6). */
export function generateLabelUrls(count: number, signal?: AbortSignal): Promise<string[]> {
  return apiRequest('/patients/generate', labelUrlsSchema, { query: { count }, signal });
}

import { labelsPrintedSchema, type LabelsPrinted } from '@contract/label-stats';
import { labelUrlsSchema } from '@contract/labels';
import { apiRequest } from '@/lib/api-client';

/** GET /patients/generate?count=N: N fresh label URLs (API.md §4.6). */
export function generateLabelUrls(count: number, signal?: AbortSignal): Promise<string[]> {
  return apiRequest('/patients/generate', labelUrlsSchema, { query: { count }, signal });
}

/** [ours] GET /labels/printed?from=: the labels printed since an instant (issue 22). */
export function getLabelsPrinted(from: string, signal?: AbortSignal): Promise<LabelsPrinted> {
  return apiRequest('/labels/printed', labelsPrintedSchema, { query: { from }, signal });
}

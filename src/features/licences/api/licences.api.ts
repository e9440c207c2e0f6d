import { licenceImportResultSchema, type LicenceImportResult } from '@contract/licences';
import { apiRequest } from '@/lib/api-client';

/** POST /licenses/import (ADMIN): the CSV as it is, as text/csv. */
export function importLicences(csv: string): Promise<LicenceImportResult> {
  return apiRequest('/licenses/import', licenceImportResultSchema, {
    method: 'POST',
    rawBody: { content: csv, contentType: 'text/csv' },
  });
}

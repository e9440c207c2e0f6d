import {
  shareLinkCreatedSchema,
  shareLinkListSchema,
  type ShareLink,
  type ShareLinkCreated,
} from '@contract/handoff';
import { messageSchema } from '@contract/common';
import { API_BASE, apiRequest } from '@/lib/api-client';

/** [ours] Issue 25: a patient's SMART Health Links and the FHIR export's address. */
const linksPath = (patientId: string) => `/patients/${encodeURIComponent(patientId)}/share-links`;

export const handoffKeys = {
  links: (patientId: string) => ['patients', patientId, 'share-links'] as const,
};

export async function listShareLinks(patientId: string): Promise<ShareLink[]> {
  // Read tolerantly: a server without the endpoint (the reference) has no links.
  return (await apiRequest(linksPath(patientId), shareLinkListSchema)).links;
}

export function createShareLink(
  patientId: string,
  expiresInHours: number,
): Promise<ShareLinkCreated> {
  return apiRequest(linksPath(patientId), shareLinkCreatedSchema, {
    method: 'POST',
    body: { expiresInHours },
  });
}

export async function revokeShareLink(patientId: string, linkId: string): Promise<void> {
  await apiRequest(`${linksPath(patientId)}/${encodeURIComponent(linkId)}`, messageSchema, {
    method: 'DELETE',
  });
}

/** The export is a download: the browser follows the address with the session cookie. */
export const fhirExportHref = (patientId: string) =>
  `${API_BASE}/patients/${encodeURIComponent(patientId)}/fhir`;

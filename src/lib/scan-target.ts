import { uuidSchema } from '@contract/common';
import { paths } from '@contract/paths';

/** A label's path: `/patients/<id>` (contract/src/paths.ts), nothing after it but a slash. */
const LABEL_PATH = new RegExp(`^${paths.patient.pattern.replace(':patientId', '([^/]+)')}/?$`);

/**
 * [ours] The patient a scanned QR code opens (issue 22), or null. A label encodes its page's
 * address on this deployment (`<BASE_URL>/patients/<uuid>`); anything else, another site's
 * address above all, is refused here, so the scanner can never navigate away from Lifeline.
 */
export function patientIdOfScan(
  text: string,
  origin: string = window.location.origin,
): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username || url.password) return null;
  const id = LABEL_PATH.exec(url.pathname)?.[1];
  if (!id) return null;
  const lower = id.toLowerCase();
  return uuidSchema.safeParse(lower).success ? lower : null;
}

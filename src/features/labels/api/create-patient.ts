/**
 * "Create Patient" [ours]: a fresh id for a patient who has no printed label, chosen here as a
 * label's id would be (a random UUID v4; API.md §2.3: the id is the client's choice). Nothing is
 * asked of the server and nothing is written: the editor registers the patient on the first save
 * of valid basic information, so a Create Patient left without saving leaves no trace (issue 22).
 * API.md §5.7 step 5 has the reference SPA take the id from `generate?count=1` and POST `{id}`
 * at once; that printed nothing yet audited a label print, and registered empty patients.
 *
 * `crypto.randomUUID` exists only in secure contexts, so the bytes come from `getRandomValues`.
 */
export function newPatientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

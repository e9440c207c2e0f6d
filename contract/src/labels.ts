import { z } from 'zod';

/**
 * QR labels (API.md §4.6 `GET /patients/generate`, SPEC §2 and §9): the server hands out label
 * URLs `<BASE_URL>/patients/<uuid v4>`; the SPA prints them 12 or 20 to a letter sheet.
 */

/** The most labels one call may ask for [ours]. */
export const LABEL_COUNT_MAX = 1000;

export const labelMessages = {
  notANumber: 'Expected number, received nan',
  notPositive: 'Count must be a positive integer',
  tooMany: `Count must be at most ${LABEL_COUNT_MAX}`,
} as const;

/**
 * GET /patients/generate?count=N. Missing, blank or not a number → `Expected number, received
 * nan`; a fraction → `Expected integer, received float`; ≤ 0 → `Count must be a positive
 * integer`; over 1000 → `Count must be at most 1000`. A repeated key is an array and gets
 * `Expected string, received array` (API.md §1.2).
 */
export const labelCountQuerySchema = z.object({
  count: z
    .string({ required_error: labelMessages.notANumber })
    .transform((value) => (value.trim() === '' ? Number.NaN : Number(value)))
    .pipe(
      z
        .number()
        .int()
        .positive({ message: labelMessages.notPositive })
        .max(LABEL_COUNT_MAX, { message: labelMessages.tooMany }),
    ),
});
export type LabelCountQuery = z.infer<typeof labelCountQuerySchema>;

/** The answer: `count` label URLs. */
export const labelUrlsSchema = z.array(z.string());

/** A label URL's last path segment is the patient id it will belong to. */
export function patientIdOfLabelUrl(url: string): string {
  const path = url.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The label layouts of SPEC §9: two-inch square labels, 12 or 20 to an 8.5 × 11 inch sheet. */
/**
 * The human-readable code printed under each label's QR: the first 8 characters of the patient
 * id. The offline screen shows it too, so a responder can match the label to the paper kit.
 */
export const labelShortCode = (patientId: string): string => patientId.slice(0, 8);

export const labelsPerSheetValues = [12, 20] as const;
export type LabelsPerSheet = (typeof labelsPerSheetValues)[number];
export const DEFAULT_LABELS_PER_SHEET: LabelsPerSheet = 12;
export const DEFAULT_SHEETS = 1;

/** The most sheets one print run can fill: a run is one `generate` call (API.md §4.6: 83 or 50). */
export function maxSheets(labelsPerSheet: LabelsPerSheet): number {
  return Math.floor(LABEL_COUNT_MAX / labelsPerSheet);
}

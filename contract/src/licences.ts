import { z } from 'zod';
import { FREE_TEXT_MAX, text } from './common';
import { documentedAs, NOT_BLANK } from './openapi-hints';
import { licenceLookupSchema } from './users';

/** Licence numbers are compared trimmed and upper-cased (API.md §1.9, §5.9). */
export function normalizeLicenseNumber(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * A licence status that cannot sign up (API.md §5.9): `Expired`, in any letter case. The server's
 * registration refuses it; the SPA's licence step reads it from the look-up to refuse it there.
 */
export function isExpiredLicenceStatus(status: string): boolean {
  return status.trim().toLowerCase() === 'expired';
}

export const licenceMessages = {
  required: 'License number is required',
  alreadyRegistered: 'License already registered',
  noMatch: 'No license match',
  unavailableWebsite: 'Unable to access verification website, try again later.',
  unavailableResults: 'Unable to access verification results, try again later.',
  expiredOrUnprocessable: 'Expired or unprocessable license data',
} as const;

/**
 * GET /licenses?license=<n> (public, rate-limited). Missing or blank → `License number is
 * required` at `license`; the value comes out trimmed and upper-cased.
 */
export const licenceLookupQuerySchema = z.object({
  license: documentedAs(
    text()
      .max(FREE_TEXT_MAX)
      .optional()
      .transform((value) => normalizeLicenseNumber(value ?? ''))
      .refine((value) => value !== '', { message: licenceMessages.required }),
    NOT_BLANK,
  ),
});
export type LicenceLookupQuery = z.input<typeof licenceLookupQuerySchema>;

/** The answer of GET /licenses: a LicenceLookup (API.md §2.11). */
export const licenceLookupAnswerSchema = licenceLookupSchema;

/** POST /licenses/import (ADMIN, text/csv): the columns the header must name, in message order. */
export const licenceCsvColumns = ['licenseNumber', 'name', 'licenseType', 'status'] as const;
export type LicenceCsvColumn = (typeof licenceCsvColumns)[number];

export const licenceImportMessages = {
  headerRequired: 'CSV header row is required',
  missingColumn: (column: LicenceCsvColumn) => `Missing column: ${column}`,
  malformed: (line: number) => `Malformed CSV at line ${line}`,
  fewerFields: 'Row has fewer fields than the header',
  required: (column: LicenceCsvColumn) => `${column} is required`,
  tooLong: (column: LicenceCsvColumn) => `${column} is too long`,
  duplicate: (licenseNumber: string) => `Duplicate licenseNumber ${licenseNumber} in this file`,
} as const;

/** One refused record: its 1-based physical line and the first reason that applies. */
export const licenceImportRejectionSchema = z.object({
  line: z.number().int(),
  message: z.string(),
});
export type LicenceImportRejection = z.infer<typeof licenceImportRejectionSchema>;

/** LicenceImportResult (API.md §2.11). */
export const licenceImportResultSchema = z.object({
  inserted: z.number().int(),
  updated: z.number().int(),
  rejected: z.array(licenceImportRejectionSchema),
});
export type LicenceImportResult = z.infer<typeof licenceImportResultSchema>;

/** The CSV body is at most 5 MiB (API.md §1.2). */
export const LICENCE_CSV_MAX_BYTES = 5 * 1024 * 1024;

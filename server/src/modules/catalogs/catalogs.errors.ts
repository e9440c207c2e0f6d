import { catalogEntryMessages, catalogMessages, type CatalogKind } from '@contract/catalogs';
import { createErrorFactory } from '../../lib/error-factory';
import { ApiError } from '../../lib/http-errors';

const perKind = <T>(build: (kind: CatalogKind) => T): Record<CatalogKind, T> => ({
  allergies: build('allergies'),
  medications: build('medications'),
  conditions: build('conditions'),
});

/** The catalogs' errors with their statuses (API.md §4.9); messages live in the contract. */
export const catalogErrors = {
  /** A present name that trims to nothing (register and PATCH). */
  blankName: createErrorFactory({ status: 400, message: catalogMessages.blankName }),
  /** [ours] PATCH onto a name another entry holds; names the entry as stored. */
  duplicate: createErrorFactory({ status: 409, message: catalogMessages.duplicate }),
  /** GET and PATCH of an unknown id. */
  notFound: perKind((kind) =>
    createErrorFactory({ status: 404, message: catalogEntryMessages[kind].notFound }),
  ),
  /** DELETE of an unknown id, quoted as sent. */
  missing: perKind((kind) =>
    createErrorFactory({ status: 404, message: catalogEntryMessages[kind].missing }),
  ),
  /** [ours, issue 23] DELETE while patients have the entry: the message and the count. */
  inUse: (name: string, patients: number) =>
    new ApiError(409, { message: catalogMessages.inUse(name, String(patients)), patients }),
  mergeIntoItself: createErrorFactory({ status: 422, message: catalogMessages.mergeIntoItself }),
  /** `into` names no entry of this catalog, quoted as sent. */
  mergeTargetMissing: createErrorFactory({
    status: 404,
    message: catalogMessages.mergeTargetMissing,
  }),
  mergeTypeMismatch: createErrorFactory({
    status: 409,
    message: catalogMessages.mergeTypeMismatch,
  }),
};

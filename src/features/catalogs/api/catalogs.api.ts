import {
  allergySchema,
  catalogMergeAnswerSchema,
  catalogTermKey,
  catalogUsageSchema,
  type CatalogMergeAnswer,
  conditionSchema,
  medicationSchema,
  type Allergy,
  type AllergyRegisterBody,
  type CatalogKind,
  type Condition,
  type ConditionRegisterBody,
  type Medication,
  type MedicationRegisterBody,
} from '@contract/catalogs';
import { tolerant } from '@contract/tolerant';
import {
  apiDelete,
  apiList,
  apiRequest,
  apiRequestWithStatus,
  type ListResult,
} from '@/lib/api-client';

export type CatalogEntry = Allergy | Medication | Condition;

export interface CatalogRegisterBodies {
  allergies: AllergyRegisterBody;
  medications: MedicationRegisterBody;
  conditions: ConditionRegisterBody;
}

export interface CatalogListParams {
  search: string;
  page: number;
}

export interface RegisterResult {
  entry: CatalogEntry;
  /** 201: created; 200: an entry of that name already existed and is returned unchanged. */
  isNew: boolean;
}

/** Entries as either server sends them (API.md §7.2). */
const allergyReading = tolerant(allergySchema);
const entrySchemas = {
  allergies: allergyReading,
  medications: tolerant(medicationSchema),
  conditions: tolerant(conditionSchema),
} as const;

const entryPath = (kind: CatalogKind, id: string) => `/${kind}/${encodeURIComponent(id)}`;

/** GET /allergies?allergy=<q>&page=<n> (likewise medications, conditions): always the term key. */
export function listCatalog(
  kind: CatalogKind,
  { search, page }: CatalogListParams,
  signal?: AbortSignal,
): Promise<ListResult<CatalogEntry>> {
  return apiList(`/${kind}`, entrySchemas[kind], {
    query: { [catalogTermKey[kind]]: search, page },
    signal,
  });
}

/** The first page of entries matching `term`, for pickers. */
export async function searchCatalog(
  kind: CatalogKind,
  term: string,
  signal?: AbortSignal,
): Promise<CatalogEntry[]> {
  const { items } = await apiList(`/${kind}`, entrySchemas[kind], {
    query: { [catalogTermKey[kind]]: term },
    signal,
  });
  return items;
}

/** POST /<kind>/register: 201 with the new entry, or 200 with the one that already existed. */
export async function registerCatalogEntry<K extends CatalogKind>(
  kind: K,
  body: CatalogRegisterBodies[K],
): Promise<RegisterResult> {
  const schema: (typeof entrySchemas)[CatalogKind] = entrySchemas[kind];
  const { data, status } = await apiRequestWithStatus(`/${kind}/register`, schema, {
    method: 'POST',
    body,
  });
  return { entry: data, isNew: status === 201 };
}

/**
 * PATCH /<kind>/:id (catalog.update): the kind's register body; absent optional keys stay unchanged. A
 * name another entry already has answers 409 with a message.
 */
export async function updateCatalogEntry<K extends CatalogKind>(
  kind: K,
  id: string,
  body: CatalogRegisterBodies[K],
): Promise<CatalogEntry> {
  const schema: (typeof entrySchemas)[CatalogKind] = entrySchemas[kind];
  return apiRequest(entryPath(kind, id), schema, { method: 'PATCH', body });
}

/** DELETE /<kind>/:id (catalog.delete): the server's message, when it sent one. */
export function deleteCatalogEntry(kind: CatalogKind, id: string): Promise<string | undefined> {
  return apiDelete(entryPath(kind, id));
}

/** [ours, issue 23] GET /<kind>/:id/usage (catalog.delete): how many patients have the entry. */
export async function getCatalogUsage(
  kind: CatalogKind,
  id: string,
  signal?: AbortSignal,
): Promise<number> {
  const { patients } = await apiRequest(`${entryPath(kind, id)}/usage`, catalogUsageSchema, {
    signal,
  });
  return patients;
}

/**
 * [ours, issue 23] POST /<kind>/:id/merge (catalog.merge): every patient moves to `into`, then the
 * entry is deleted. 404 unknown, 422 into itself, 409 another allergy type, each with a message.
 */
export function mergeCatalogEntry(
  kind: CatalogKind,
  id: string,
  into: string,
): Promise<CatalogMergeAnswer> {
  return apiRequest(`${entryPath(kind, id)}/merge`, catalogMergeAnswerSchema, {
    method: 'POST',
    body: { into },
  });
}

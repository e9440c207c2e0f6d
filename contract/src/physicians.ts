import { z } from 'zod';
import {
  idParamSchema,
  nullableEmailSchema,
  nullableNameFields,
  paginationQuerySchema,
  recordStampFields,
  uuidSchema,
} from './common';
import { hospitalSchema } from './hospitals';
import {
  nullableTextBodySchema,
  optionalIdFilterSchema,
  phoneBodySchema,
  searchTermSchema,
} from './reference';

export const physicianSchema = z.object({
  id: uuidSchema,
  ...nullableNameFields,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  ...recordStampFields,
  /** Sorted by name (case-insensitive), then id. */
  hospitals: z.array(hospitalSchema),
});
export type Physician = z.infer<typeof physicianSchema>;

export const physicianMessages = {
  idFormat: 'Invalid physician ID format',
  missing: (id: string) => `Physician with ID ${id} does not exist in database.`,
  duplicate: (parts: string) => `Physician with ${parts} already exists.`,
  hasLinks: (id: string) =>
    `Physician with ID ${id} has patients and hospitals assigned. Cannot delete.`,
  deleted: 'Physician deleted successfully',
  hospitalIdFormat: 'Invalid hospital ID format',
} as const;

export const physicianCreateSchema = z.object({
  firstName: nullableTextBodySchema(),
  middleName: nullableTextBodySchema(),
  lastName: nullableTextBodySchema(),
  phone: phoneBodySchema(),
  email: nullableEmailSchema(),
  /** [ours] Replaces every hospital link; duplicates collapse. */
  hospitalIds: z
    .array(z.string().uuid({ message: physicianMessages.hospitalIdFormat }))
    .optional()
    .transform((ids) => (ids ? [...new Set(ids.map((id) => id.toLowerCase()))] : ids)),
});
export type PhysicianCreateBody = z.input<typeof physicianCreateSchema>;

export const physicianPatchSchema = physicianCreateSchema;
export type PhysicianPatchBody = z.input<typeof physicianPatchSchema>;

export const physicianIdParamsSchema = z.object({ id: idParamSchema(physicianMessages.idFormat) });

export const physicianListQuerySchema = paginationQuerySchema.extend({
  physician: searchTermSchema(),
  hospitalId: optionalIdFilterSchema(),
});
export type PhysicianListQuery = z.infer<typeof physicianListQuerySchema>;

/** 'First Middle Last', skipping empty parts. */
export function physicianFullName(
  p: Pick<Physician, 'firstName' | 'middleName' | 'lastName'>,
): string {
  return [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');
}

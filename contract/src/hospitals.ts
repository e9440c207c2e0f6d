import { z } from 'zod';
import {
  idParamSchema,
  nullableEmailSchema,
  paginationQuerySchema,
  recordStampFields,
  text,
  uuidSchema,
} from './common';
import { documentedAs, NOT_BLANK } from './openapi-hints';
import {
  nullableTextBodySchema,
  optionalIdFilterSchema,
  phoneBodySchema,
  searchTermSchema,
} from './reference';

export const hospitalSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  ...recordStampFields,
});
export type Hospital = z.infer<typeof hospitalSchema>;

export const hospitalMessages = {
  blankName: 'Name cannot be empty or just spaces.',
  idFormat: 'Invalid hospital ID format',
  notFound: 'Hospital not found',
  missing: (id: string) => `Hospital with ID ${id} does not exist in database.`,
  duplicate: (parts: string) => `Hospital with ${parts} already exists.`,
  hasPatients: 'Cannot delete hospital with patients',
  hasPhysicians: 'Cannot delete hospital with physicians',
  deleted: 'Hospital deleted successfully',
} as const;

const hospitalNameSchema = documentedAs(
  text()
    .max(255)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, { message: hospitalMessages.blankName }),
  NOT_BLANK,
);

export const hospitalCreateSchema = z.object({
  name: hospitalNameSchema,
  address: nullableTextBodySchema(),
  phone: phoneBodySchema(),
  email: nullableEmailSchema(),
});
export type HospitalCreateBody = z.input<typeof hospitalCreateSchema>;

export const hospitalPatchSchema = hospitalCreateSchema.partial();
export type HospitalPatchBody = z.input<typeof hospitalPatchSchema>;

export const hospitalIdParamsSchema = z.object({ id: idParamSchema(hospitalMessages.idFormat) });

export const hospitalListQuerySchema = paginationQuerySchema.extend({
  hospital: searchTermSchema(),
  physicianId: optionalIdFilterSchema(),
});
export type HospitalListQuery = z.infer<typeof hospitalListQuerySchema>;

import { z } from 'zod';

/** UUIDs are case-insensitive on input and lower-case on output. */
export const uuidSchema = z.string().uuid();
export const idParamSchema = (message = 'Invalid uuid') =>
  z
    .string()
    .uuid({ message })
    .transform((id) => id.toLowerCase());

/** ISO 8601 UTC timestamp with milliseconds, e.g. 2024-04-07T23:53:41.000Z. */
export const timestampSchema = z.string();

/** Any free-text field not otherwise limited is at most 255 characters. */
export const freeText = () => z.string().max(255);

/**
 * A query integer: the raw value must be one string (a repeated key arrives as an array),
 * then it is read as a number with Zod 3's wording for each failure.
 */
export const queryInt = () => z.string().pipe(z.coerce.number().int().positive());

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

export const paginationQuerySchema = z.object({
  page: queryInt().optional(),
  perPage: z.string().pipe(z.coerce.number().int().positive().max(MAX_PER_PAGE)).optional(),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** Response headers every list carries. The SPA reads only X-Total-Pages. */
export const paginationHeaders = {
  page: 'X-Page',
  perPage: 'X-Per-Page',
  totalCount: 'X-Total-Count',
  totalPages: 'X-Total-Pages',
  link: 'Link',
} as const;

export const messageSchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageSchema>;

/**
 * The created/updated stamps every reference record carries (not the audit trail); authors are
 * null for seeded rows.
 */
export const recordStampFields = {
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  createdById: uuidSchema.nullable(),
  updatedById: uuidSchema.nullable(),
};

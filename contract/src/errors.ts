import { z, type ZodError, type ZodIssue } from 'zod';

export const validationItemSchema = z.object({
  path: z.string().optional(),
  message: z.string(),
});
export type ValidationItem = z.infer<typeof validationItemSchema>;

/** 422 body: a list of items, no statusCode key. */
export const validationErrorSchema = z.object({
  error: z.literal('Unprocessable Entity'),
  message: z.array(validationItemSchema),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** The framework-style error body used for 401, 403, 404 of unknown routes, 415, 413, 500… */
export const httpErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type HttpError = z.infer<typeof httpErrorSchema>;

/** What clients read from any error: `message`, a string or the 422 list. */
export const errorBodySchema = z.object({
  message: z.union([z.string(), z.array(validationItemSchema)]),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The messages of the framework-style errors and of the 429, in one `*Messages` object so the
 * SPA shows them translated (common.json `messages.http`).
 */
export const httpMessages = {
  badRequest: 'Bad Request',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not Found',
  unsupportedMediaType: 'Unsupported Media Type',
  badJson: 'Body is not valid JSON',
  payloadTooLarge: 'Request body is too large',
  internal: 'Internal Server Error',
  /** 429 of the rate limits and lockouts: the wait in whole minutes, at least 1. */
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} minutes.`,
} as const;

export const httpErrors = {
  badRequest: { statusCode: 400, error: 'Bad Request', message: httpMessages.badRequest },
  unauthorized: { statusCode: 401, error: 'Unauthorized', message: httpMessages.unauthorized },
  forbidden: { statusCode: 403, error: 'Forbidden', message: httpMessages.forbidden },
  notFound: { statusCode: 404, error: 'Not Found', message: httpMessages.notFound },
  unsupportedMediaType: {
    statusCode: 415,
    error: 'Unsupported Media Type',
    message: httpMessages.unsupportedMediaType,
  },
  badJson: { statusCode: 400, error: 'Bad Request', message: httpMessages.badJson },
  payloadTooLarge: {
    statusCode: 413,
    error: 'Payload Too Large',
    message: httpMessages.payloadTooLarge,
  },
  internal: {
    statusCode: 500,
    error: 'Internal Server Error',
    message: httpMessages.internal,
  },
} as const satisfies Record<string, HttpError>;

/**
 * Dotted path of an issue: `email`, `contactData.phone`, `medicalData.allergies.2`.
 * An issue on the whole input uses `root` (the caller passes `body` for bodies).
 */
export function issuePath(issue: ZodIssue, root: string): string {
  return issue.path.length === 0 ? root : issue.path.map(String).join('.');
}

export function toValidationItems(error: ZodError, root = 'body'): ValidationItem[] {
  return error.issues.map((issue) => ({ path: issuePath(issue, root), message: issue.message }));
}

/**
 * Group 422 items by the first segment of their path, joining one field's messages with '. '.
 * Items without a path (the reference sometimes omits it) go under `_`.
 */
export function groupValidationItems(items: readonly ValidationItem[]): Record<string, string> {
  const grouped: Record<string, string[]> = {};
  for (const item of items) {
    const key = item.path ? (item.path.split('.')[0] ?? '_') : '_';
    (grouped[key] ??= []).push(item.message);
  }
  return Object.fromEntries(Object.entries(grouped).map(([key, list]) => [key, list.join('. ')]));
}

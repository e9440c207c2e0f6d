import { httpErrors, httpMessages, type HttpError, type ValidationItem } from '@contract/errors';

/**
 * An error that leaves the server exactly as `body`, with `status`: the only way handlers
 * answer with an error. Anything else thrown becomes the bare 500.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(
      typeof body === 'object' && body && 'message' in body ? String(body.message) : 'ApiError',
    );
    this.name = 'ApiError';
  }
}

const frameworkError = (body: HttpError) => new ApiError(body.statusCode, { ...body });

export const unauthorized = () => frameworkError(httpErrors.unauthorized);
export const forbidden = () => frameworkError(httpErrors.forbidden);
export const notFound = () => frameworkError(httpErrors.notFound);

/** `{"message": "<text>"}` with any status: unknown ids, business rules. */
export const messageError = (status: number, message: string) => new ApiError(status, { message });

/** The 422 list form of API.md §1.5. */
export const validationError = (items: ValidationItem[]) =>
  new ApiError(422, { error: 'Unprocessable Entity', message: items });

/** 429 with `Retry-After` in whole seconds and the minutes rounded up, at least 1. */
export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new ApiError(
    429,
    { message: httpMessages.tooManyAttempts(minutes) },
    { 'retry-after': String(seconds) },
  );
}

/**
 * The row a read found, or the module's not-found error thrown in its place:
 *
 *   return toHospital(foundOr(await findHospital(db, params.id), hospitalErrors.notFound));
 */
export function foundOr<T>(found: T | null | undefined, missing: () => Error): T {
  if (found === null || found === undefined) throw missing();
  return found;
}

import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpErrors } from '@contract/errors';
import { ApiError } from '../lib/http-errors';

const frameworkBodies: Record<string, { statusCode: number; error: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: httpErrors.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: httpErrors.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: httpErrors.badRequest,
  FST_ERR_CTP_EMPTY_JSON_BODY: httpErrors.badJson,
  FST_ERR_CTP_INVALID_JSON_BODY: httpErrors.badJson,
};

function isFastifyError(error: unknown): error is FastifyError {
  return (
    error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number'
  );
}

/**
 * What the log keeps of an unexpected error: its kind, its code (a database error's SQLSTATE)
 * and its stack frames, for it and its causes, but never a message: database errors quote the
 * values and parameters they refused, which may be patient data, a password hash or a token.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .map((line) => line.trim());
  return {
    type: error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: frames,
    ...(error.cause !== undefined && depth < 3
      ? { cause: loggableError(error.cause, depth + 1) }
      : {}),
  };
}

/** Sends an error in the shapes of API.md §1.4; anything unexpected becomes the bare 500. */
export function sendError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof ApiError) {
    return reply.code(error.status).headers(error.headers).send(error.body);
  }
  if (isFastifyError(error)) {
    const known = error.code ? frameworkBodies[error.code] : undefined;
    if (known) return reply.code(known.statusCode).send(known);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const text = STATUS_CODES[status] ?? 'Error';
      return reply.code(status).send({ statusCode: status, error: text, message: text });
    }
  }
  request.log.error({ error: loggableError(error) }, 'unexpected error');
  return reply.code(500).send(httpErrors.internal);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}

/** The uniform 404 body for unknown /api paths and missing static files. */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(httpErrors.notFound);
}

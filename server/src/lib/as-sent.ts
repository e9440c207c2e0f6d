import type { FastifyRequest } from 'fastify';

/*
 * API.md's messages quote ids "as they appeared in the request", while the validated values are
 * normalised (lower-cased uuids). These read the raw request back.
 */

/** The path parameter as sent. */
export function paramAsSent(request: FastifyRequest, name: string): string {
  const params = request.params as Record<string, unknown> | undefined;
  const value = params?.[name];
  return typeof value === 'string' ? value : '';
}

/** Maps a normalised id back to its spelling in the body array `key`, if it is there. */
export function bodyIdAsSent(request: FastifyRequest, key: string): (id: string) => string {
  const body = request.body as Record<string, unknown> | null | undefined;
  const list = body?.[key];
  return (id) => {
    if (!Array.isArray(list)) return id;
    const sent = list.find(
      (item): item is string => typeof item === 'string' && item.toLowerCase() === id,
    );
    return sent ?? id;
  };
}

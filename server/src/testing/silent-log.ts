import type { FastifyBaseLogger } from 'fastify';

const quiet = () => undefined;

/** A logger that writes nothing: for a job queue or a worker started outside an app. */
export const silentLog = {
  level: 'silent',
  info: quiet,
  warn: quiet,
  error: quiet,
  debug: quiet,
  trace: quiet,
  fatal: quiet,
  silent: quiet,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

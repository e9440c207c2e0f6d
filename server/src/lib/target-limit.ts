import type { FastifyInstance } from 'fastify';
import { tooManyAttempts } from './http-errors';
import { hitRateLimit, type RateLimitRule } from './rate-limit';

/**
 * The per-target limit of API.md §1.9 (per e-mail, per licence number), counted after
 * validation: throws the 429 when the target is over its limit.
 */
export async function limitPerTarget(
  app: FastifyInstance,
  rule: RateLimitRule,
  target: string,
): Promise<void> {
  const result = await hitRateLimit(
    app.db,
    rule,
    target,
    app.now(),
    app.config.rateLimitMultiplier,
  );
  if (!result.allowed) throw tooManyAttempts(result.retryAfterSeconds);
}

import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rateLimitHits } from '../db/rate-limit-hits.table';

export interface RateLimitRule {
  /** Names the counter, e.g. `login:address`. */
  bucket: string;
  /** Requests allowed in the window, before RATE_LIMIT_MULTIPLIER. */
  limit: number;
  windowMs: number;
}

type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The rule's count scaled by RATE_LIMIT_MULTIPLIER; null when the multiplier turns it off. */
function scaledLimit(limit: number, multiplier: number): number | null {
  if (multiplier === 0) return null;
  return Math.max(1, Math.round(limit * multiplier));
}

/**
 * Counts one request against a rolling window. Every request counts, refused ones too, so
 * the client may retry once enough of the window's requests have aged out.
 */
export async function hitRateLimit(
  db: Queryable,
  rule: RateLimitRule,
  key: string,
  now: Date,
  multiplier: number,
): Promise<RateLimitResult> {
  const limit = scaledLimit(rule.limit, multiplier);
  if (limit === null) return { allowed: true };
  const cutoff = new Date(now.getTime() - rule.windowMs);
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, rule.bucket), lte(rateLimitHits.hitAt, cutoff)));
  await db.insert(rateLimitHits).values({ bucket: rule.bucket, key, hitAt: now });
  const recent = await db
    .select({ hitAt: rateLimitHits.hitAt })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, rule.bucket),
        eq(rateLimitHits.key, key),
        gt(rateLimitHits.hitAt, cutoff),
      ),
    )
    .orderBy(desc(rateLimitHits.hitAt), desc(rateLimitHits.id))
    .limit(limit + 1);
  if (recent.length <= limit) return { allowed: true };
  // Allowed again once at most limit − 1 of these remain in the window.
  const pivot = recent[limit - 1];
  const retryAt = (pivot?.hitAt.getTime() ?? now.getTime()) + rule.windowMs;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)),
  };
}

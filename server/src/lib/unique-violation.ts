/** PostgreSQL's unique_violation, as the driver reports it (Drizzle wraps it as `cause`). */
function findUniqueViolation(error: unknown): object | null {
  for (let current = error; current instanceof Object;) {
    if ('code' in current && current.code === '23505') return current;
    current = 'cause' in current ? current.cause : undefined;
  }
  return null;
}

export function isUniqueViolation(error: unknown): boolean {
  return findUniqueViolation(error) !== null;
}

/**
 * The unique index a unique_violation broke (both drivers report its name), or null for any
 * other error: a service that holds two unique rules tells the caller which one failed.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  const violation = findUniqueViolation(error);
  if (!violation) return null;
  return 'constraint' in violation && typeof violation.constraint === 'string'
    ? violation.constraint
    : '';
}

/** PostgreSQL's unique_violation, as the driver reports it (Drizzle wraps it as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object;) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** API timestamps: ISO 8601 UTC with milliseconds and Z, or null when unset. */
export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

import { timestamp } from 'drizzle-orm/pg-core';

/** Timestamps keep milliseconds, so a value read back equals the Date written. */
export const timestampMs = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

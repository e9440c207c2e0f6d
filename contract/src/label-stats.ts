import { z } from 'zod';
import { auditInstantSchema } from './audit';

/**
 * [ours] GET /labels/printed?from=<instant> (issue 22): how many labels were handed out for
 * printing since `from` (an ISO instant or a calendar date, as the audit trail's filter takes),
 * read from the `label.print` audit events. The dashboard shows it as "Labels printed this week".
 */
export const labelsPrintedQuerySchema = z.object({ from: auditInstantSchema });
export type LabelsPrintedQuery = z.infer<typeof labelsPrintedQuerySchema>;

export const labelsPrintedSchema = z.object({
  /** Labels in those print runs (each run's `count`). */
  labels: z.number().int().nonnegative(),
  /** Print runs (GET /patients/generate calls). */
  runs: z.number().int().nonnegative(),
});
export type LabelsPrinted = z.infer<typeof labelsPrintedSchema>;

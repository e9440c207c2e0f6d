import { requireCapability } from '@/lib/auth-guards';
import { PrintLabelsPage } from '@/features/labels/components/print-labels-page';

/**
 * [ours] The print sheet is the volunteers' (label.print, VOLUNTEER as in API.md), not SPEC §6's
 * STAFF. It stands alone (no app shell), so the page brings its own main landmark.
 */
export const loader = requireCapability('label.print');

export { PrintLabelsPage as Component };

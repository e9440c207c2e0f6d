import { requireRole } from '@/lib/auth-guards';
import { FeatureNotAvailable } from '@/components/feature-not-available';

export const loader = requireRole('STAFF');

export function Component() {
  return <FeatureNotAvailable title="physicians" />;
}

import { requireAnonymous } from '@/lib/auth-guards';
import { FeatureNotAvailable } from '@/components/feature-not-available';

export const loader = requireAnonymous;

export function Component() {
  return <FeatureNotAvailable title="resetPassword" />;
}

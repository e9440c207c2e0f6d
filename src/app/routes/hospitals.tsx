import { requireUser } from '@/lib/auth-guards';
import { FeatureNotAvailable } from '@/components/feature-not-available';

export const loader = requireUser;

export function Component() {
  return <FeatureNotAvailable title="hospitals" />;
}

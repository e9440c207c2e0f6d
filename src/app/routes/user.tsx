import { requireCapability } from '@/lib/auth-guards';
import { FeatureNotAvailable } from '@/components/feature-not-available';

export const loader = requireCapability('user.viewInUi');

export function Component() {
  return <FeatureNotAvailable title="user" />;
}

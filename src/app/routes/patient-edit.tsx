import { requireRole } from '@/lib/auth-guards';
import { FeatureNotAvailable } from '@/components/feature-not-available';

export const loader = requireRole('VOLUNTEER');

export function Component() {
  return <FeatureNotAvailable title="patientEdit" />;
}

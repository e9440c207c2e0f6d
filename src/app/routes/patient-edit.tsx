import { requireCapability } from '@/lib/auth-guards';
import { FeatureNotAvailable } from '@/components/feature-not-available';

export const loader = requireCapability('patient.update');

export function Component() {
  return <FeatureNotAvailable title="patientEdit" />;
}

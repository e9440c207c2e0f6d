import { Container } from '@mantine/core';
import { requireCapability } from '@/lib/auth-guards';
import { FeatureNotAvailable } from '@/components/feature-not-available';

export const loader = requireCapability('label.print');

/** The print sheet stands alone (no app shell), so it brings its own main landmark. */
export function Component() {
  return (
    <Container component="main" size="lg">
      <FeatureNotAvailable title="patientsGenerate" />
    </Container>
  );
}

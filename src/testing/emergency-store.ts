import type { EmergencyGrant } from '@contract/emergency-access';

/** [ours] Issue 25: the test network's emergency access state (emergency-handlers.ts). */
export const emergencyStore = {
  enabled: true,
  grantedPatientId: null as string | null,
  grants: [] as EmergencyGrant[],
  reset() {
    this.enabled = true;
    this.grantedPatientId = null;
    this.grants = [];
  },
};

import { EmergencyGrantsPage } from '@/features/emergency-access/components/emergency-grants-page';
import { requireCapability } from '@/lib/auth-guards';

/** [ours] Issue 25: the admins' review of emergency access grants. */
export const loader = requireCapability('emergency.manage');
export const Component = EmergencyGrantsPage;

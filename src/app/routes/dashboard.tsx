import { requireRole } from '@/lib/auth-guards';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

export const loader = requireRole('FIRST_RESPONDER');
export const Component = DashboardPage;

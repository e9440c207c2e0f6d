import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';
import { requireAnonymous } from '@/lib/auth-guards';

export const loader = requireAnonymous;
export const Component = ForgotPasswordPage;

import { redirectSignedInFromLogin } from '@/lib/auth-guards';
import { LoginPage } from '@/features/auth/components/login-page';

export const loader = redirectSignedInFromLogin;
export const Component = LoginPage;

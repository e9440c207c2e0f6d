import { AuthLayout } from '@/components/auth-layout';

export const Component = AuthLayout;

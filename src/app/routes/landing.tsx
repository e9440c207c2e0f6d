import { redirectSignedInFromLanding } from '@/lib/auth-guards';
import { LandingPage } from '@/features/landing/components/landing-page';

export const loader = redirectSignedInFromLanding;
export const Component = LandingPage;

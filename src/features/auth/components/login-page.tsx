import { useNavigate, useSearchParams } from 'react-router';
import { REDIRECT_PARAM, safeRedirectTarget } from '@/lib/auth-guards';
import { LoginForm } from './login-form';

/** After a successful login the user goes back where they were sent from, or to /. */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirectTarget(searchParams.get(REDIRECT_PARAM)) ?? '/';
  return <LoginForm onSuccess={() => void navigate(target, { replace: true })} />;
}

import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginChallenge } from '@contract/auth';
import { paths } from '@contract/paths';
import { REDIRECT_PARAM, safeRedirectTarget } from '@/lib/auth-guards';
import type { FormFailureReason } from '@/lib/forms';
import { EmergencyAccessLink, emergencyAccessTarget } from './emergency-access-link';
import { LoginForm } from './login-form';
import { MfaCodeStep } from './mfa-code-step';
import { MfaEnrolStep } from './mfa-enrol-step';

type Stage =
  | { kind: 'password'; notice: FormFailureReason | null }
  | { kind: 'second'; challenge: LoginChallenge };

/**
 * After a successful login the user goes back where they were sent from, or to /. [ours] An
 * account with two-factor sign-in gives its code (or a recovery code) first; a member whose role
 * requires two-factor and has none sets it up here before the session starts.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirectTarget(searchParams.get(REDIRECT_PARAM)) ?? paths.landing.href();
  const [stage, setStage] = useState<Stage>({ kind: 'password', notice: null });
  const done = () => void navigate(target, { replace: true });
  const restart = (message?: string) =>
    setStage({ kind: 'password', notice: message ? { kind: 'message', message } : null });

  if (stage.kind === 'second') {
    return stage.challenge.step === 'code' ? (
      <MfaCodeStep challenge={stage.challenge.challenge} onSuccess={done} onRestart={restart} />
    ) : (
      <MfaEnrolStep challenge={stage.challenge} onSuccess={done} onRestart={restart} />
    );
  }
  const emergencyTo = emergencyAccessTarget(searchParams.get(REDIRECT_PARAM));
  return (
    <>
      <LoginForm
        // A new form each time the member comes back, with the reason above it.
        key={stage.notice?.kind === 'message' ? stage.notice.message : 'first'}
        notice={stage.notice}
        onSuccess={done}
        onChallenge={(challenge) => setStage({ kind: 'second', challenge })}
      />
      {emergencyTo && <EmergencyAccessLink to={emergencyTo} />}
    </>
  );
}

import { useState } from 'react';
import { Anchor, Stack, Stepper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { toFormValues } from '@/lib/forms';
import type { InviteReading, LicenceMatch, RegisteredUser } from '../api/registration.api';
import { useRegister } from '../api/accounts.queries';
import { splitLicenceName } from './licence-name';
import { LicenceStep } from './licence-step';
import { RegisterComplete } from './register-complete';
import { RegisterDetailsStep } from './register-details-step';
import { emptyRegisterDetails, useRegisterDetailsForm } from './register-details-schema';

const LICENCE_STEP = 0;
const DETAILS_STEP = 1;
/** Past the last step: every step shows as done, and the completion text below them. */
const COMPLETE_STEP = 3;

interface RegisterPageProps {
  /** A valid invite of /register/:inviteId, or null on /register. */
  invite: InviteReading | null;
}

/**
 * SPEC §2 and §4's registration: 1 licence, 2 details, 3 complete. An invite pre-fills the
 * details, and one for a role other than FIRST_RESPONDER skips the licence step.
 */
export function RegisterPage({ invite }: RegisterPageProps) {
  const { t } = useTranslation();
  const needsLicence = !invite || invite.role === 'FIRST_RESPONDER';
  const [step, setStep] = useState(needsLicence ? LICENCE_STEP : DETAILS_STEP);
  const [licence, setLicence] = useState<LicenceMatch | null>(null);
  const [registered, setRegistered] = useState<RegisteredUser | null>(null);
  const register = useRegister();
  const form = useRegisterDetailsForm(toFormValues(emptyRegisterDetails, invite ?? {}));

  const handleLicenceFound = (match: LicenceMatch) => {
    setLicence(match);
    form.setValues(splitLicenceName(match.name));
    setStep(DETAILS_STEP);
  };

  const submit = useFormSubmit(form, {
    save: (details) =>
      register.mutateAsync({
        ...details,
        licenseNumber: licence?.licenseNumber ?? null,
        // SPEC §3: an invited registration also names the role; our server reads it from the invite.
        ...(invite ? { inviteId: invite.id, role: invite.role } : {}),
      }),
    onSaved: (user) => {
      setRegistered(user);
      setStep(COMPLETE_STEP);
    },
  });

  return (
    <Stack gap="lg" p={{ base: 0, sm: 'md' }}>
      <Text component="h1" fz="h2" fw={700}>
        {t('register.title')}
      </Text>
      <Stepper
        active={step}
        size="xs"
        iconSize={28}
        allowNextStepsSelect={false}
        styles={{ separator: { marginInline: 'var(--mantine-spacing-xs)' } }}
        aria-label={t('register.steps.label')}
      >
        {/* Each step is named by what it shows ('1 License'), not an aria-label that drops the
            number: speech users say what they see (WCAG 2.5.3). */}
        <Stepper.Step label={t('register.steps.licence')}>
          <LicenceStep onFound={handleLicenceFound} />
        </Stepper.Step>
        <Stepper.Step label={t('register.steps.details')}>
          <RegisterDetailsStep
            form={form}
            submit={submit}
            invitedRole={invite?.role ?? null}
            onBack={needsLicence ? () => setStep(LICENCE_STEP) : undefined}
          />
        </Stepper.Step>
        <Stepper.Step label={t('register.steps.complete')} />
        <Stepper.Completed>
          <RegisterComplete
            needsVerification={!registered?.emailVerifiedAt}
            needsApproval={!registered?.approvedAt}
          />
        </Stepper.Completed>
      </Stepper>
      {step !== COMPLETE_STEP && (
        <Text size="sm" ta="center">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login.href()} underline="always">
            {t('register.logIn')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

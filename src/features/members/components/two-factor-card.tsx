import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mfaCodeSchema } from '@contract/auth';
import type { MfaProofBody, MfaSetup } from '@contract/mfa';
import { FormFailure } from '@/components/form/form-failure';
import { CodeInput } from '@/components/mfa/code-input';
import { RecoveryCodes } from '@/components/mfa/recovery-codes';
import { TotpSetup } from '@/components/mfa/totp-setup';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { toFormFailure, type FormFailureReason } from '@/lib/forms';
import { notifySuccess } from '@/lib/notify';
import { mfaStatusQuery, useMfaMutations } from '../api/mfa.queries';
import { ColoredBadge } from './member-badges';
import { errorMessage } from '@/lib/server-messages';

/** A 400, 409, 422 or 429 belongs on the field; anything else above the form. */
function fieldMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return [400, 409, 422, 429].includes(error.status) ? errorMessage(error) : null;
}

/**
 * [ours] Two-factor sign-in on /profile (issue 12): set up with an authenticator app (QR code or
 * the secret typed in), confirm with a code, keep the recovery codes shown once; later, new
 * recovery codes or turning it off, each with the password or a current code.
 */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const status = useQuery(mfaStatusQuery());
  const mutations = useMfaMutations();
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [proofFor, setProofFor] = useState<'disable' | 'regenerate' | null>(null);
  const [failure, setFailure] = useState<FormFailureReason | null>(null);

  const start = async () => {
    setFailure(null);
    try {
      setSetup(await mutations.setup.mutateAsync());
    } catch (error) {
      setFailure(toFormFailure(error));
    }
  };

  // The reference server has no two-factor sign-in (404): then the card has nothing to offer.
  if (status.error instanceof ApiError && status.error.status === 404) return null;

  let body;
  if (status.isPending) {
    body = (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('mfa.profile.loading')}</Text>
      </Group>
    );
  } else if (status.isError) {
    body = (
      <Alert color="red" variant="light" title={t('mfa.profile.loadFailed')}>
        <Button size="compact-sm" variant="light" mt="xs" onClick={() => void status.refetch()}>
          {t('mfa.profile.retry')}
        </Button>
      </Alert>
    );
  } else if (codes) {
    body = (
      <Stack gap="sm">
        <Text size="sm">{t('mfa.profile.codesIntro')}</Text>
        <RecoveryCodes codes={codes} />
        <Group>
          <Button onClick={() => setCodes(null)}>{t('mfa.profile.codesDone')}</Button>
        </Group>
      </Stack>
    );
  } else if (setup) {
    body = (
      <ConfirmSetup
        setup={setup}
        onCancel={() => setSetup(null)}
        onConfirmed={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
          notifySuccess(t('mfa.profile.enabled'));
        }}
      />
    );
  } else if (status.data.enabled) {
    const { enabledAt, recoveryCodesLeft, required } = status.data;
    body = (
      <Stack gap="sm">
        <Text size="sm">
          {t('mfa.profile.onSince', { date: formatDateTime(enabledAt) })}{' '}
          {t('mfa.profile.codesLeft', { count: recoveryCodesLeft })}
        </Text>
        {recoveryCodesLeft <= 3 && (
          <Alert color="yellow" variant="light">
            {t('mfa.profile.fewCodes')}
          </Alert>
        )}
        {required && (
          <Text size="sm" c="dimmed">
            {t('mfa.profile.requiredNote')}
          </Text>
        )}
        <Group gap="xs">
          <Button variant="default" onClick={() => setProofFor('regenerate')}>
            {t('mfa.profile.regenerate')}
          </Button>
          {!required && (
            <Button color="red" variant="light" onClick={() => setProofFor('disable')}>
              {t('mfa.profile.disable')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm">{t('mfa.profile.offIntro')}</Text>
        {status.data.required && (
          <Alert color="yellow" variant="light">
            {t('mfa.profile.requiredOff')}
          </Alert>
        )}
        <FormFailure failure={failure} />
        <Group>
          <Button onClick={() => void start()} loading={mutations.setup.isPending}>
            {t('mfa.profile.setUp')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const enabled = status.data?.enabled ?? false;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="profile-mfa">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="profile-mfa">
          {t('mfa.profile.title')}
        </Title>
        {status.data && (
          <ColoredBadge
            color={enabled ? 'green' : 'gray'}
            label={enabled ? t('mfa.profile.on') : t('mfa.profile.off')}
          />
        )}
      </Group>
      {body}
      <ProofModal
        action={proofFor}
        onClose={() => setProofFor(null)}
        onDone={(recoveryCodes) => {
          if (proofFor === 'disable') notifySuccess(t('mfa.profile.disabled'));
          else notifySuccess(t('mfa.profile.regenerated'));
          setProofFor(null);
          if (recoveryCodes) setCodes(recoveryCodes);
        }}
      />
    </Paper>
  );
}

function ConfirmSetup({
  setup,
  onCancel,
  onConfirmed,
}: {
  setup: MfaSetup;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const { confirm } = useMfaMutations();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailureReason | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    setFailure(null);
    if (!mfaCodeSchema.safeParse(code).success) {
      setError(t('mfa.code.format'));
      return;
    }
    setError(null);
    try {
      onConfirmed(await confirm.mutateAsync({ code }));
    } catch (caught) {
      const message = fieldMessage(caught);
      if (message) setError(message);
      else setFailure(toFormFailure(caught));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="sm">
        <TotpSetup otpauthUri={setup.otpauthUri} secret={setup.secret} />
        <FormFailure failure={failure} />
        <CodeInput
          value={code}
          error={error}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button type="submit" loading={confirm.isPending} disabled={code.trim() === ''}>
            {t('mfa.setup.confirm')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('mfa.setup.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The password or a current code, before turning two-factor off or making new codes. */
function ProofModal({
  action,
  onClose,
  onDone,
}: {
  action: 'disable' | 'regenerate' | null;
  onClose: () => void;
  onDone: (codes?: string[]) => void;
}) {
  const { t } = useTranslation();
  const { disable, regenerate } = useMfaMutations();
  const [kind, setKind] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailureReason | null>(null);
  const pending = disable.isPending || regenerate.isPending;

  const close = () => {
    if (pending) return;
    setValue('');
    setError(null);
    setFailure(null);
    onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !action) return;
    setFailure(null);
    if (kind === 'code' && !mfaCodeSchema.safeParse(value).success) {
      setError(t('mfa.code.format'));
      return;
    }
    setError(null);
    const body: MfaProofBody = kind === 'password' ? { password: value } : { code: value };
    try {
      if (action === 'disable') {
        await disable.mutateAsync(body);
        setValue('');
        onDone();
      } else {
        const codes = await regenerate.mutateAsync(body);
        setValue('');
        onDone(codes);
      }
    } catch (caught) {
      const message = fieldMessage(caught);
      if (message) setError(message);
      else setFailure(toFormFailure(caught));
    }
  };

  const field = {
    value,
    error,
    'data-autofocus': true,
    onChange: (event: { currentTarget: HTMLInputElement }) => setValue(event.currentTarget.value),
  };
  return (
    <Modal
      opened={action !== null}
      onClose={close}
      title={action === 'disable' ? t('mfa.proof.disableTitle') : t('mfa.proof.regenerateTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {action === 'disable' ? t('mfa.proof.disableIntro') : t('mfa.proof.regenerateIntro')}
          </Text>
          <SegmentedControl
            value={kind}
            onChange={(next) => {
              setKind(next === 'code' ? 'code' : 'password');
              setValue('');
              setError(null);
            }}
            data={[
              { value: 'password', label: t('mfa.proof.withPassword') },
              { value: 'code', label: t('mfa.proof.withCode') },
            ]}
            aria-label={t('mfa.proof.kind')}
          />
          <FormFailure failure={failure} />
          {kind === 'password' ? (
            <PasswordInput
              key="password"
              label={t('mfa.proof.password')}
              autoComplete="current-password"
              maxLength={128}
              {...field}
            />
          ) : (
            <CodeInput key="code" {...field} />
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={pending}>
              {t('mfa.setup.cancel')}
            </Button>
            <Button
              type="submit"
              color={action === 'disable' ? 'red' : undefined}
              loading={pending}
              disabled={value.trim() === ''}
            >
              {action === 'disable'
                ? t('mfa.proof.disableSubmit')
                : t('mfa.proof.regenerateSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

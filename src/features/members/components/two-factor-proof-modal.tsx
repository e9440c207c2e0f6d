import { useState } from 'react';
import { Button, Group, Modal, PasswordInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { mfaCodeSchema, PASSWORD_MAX_LENGTH } from '@contract/auth';
import type { MfaProofBody } from '@contract/mfa';
import { FormFailure } from '@/components/form/form-failure';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { CodeInput } from '@/components/mfa/code-input';
import { showCodeFailure } from '@/components/mfa/code-form';
import { useMfaMutations } from '../api/mfa.queries';

export type ProofAction = 'disable' | 'regenerate';

interface TwoFactorProofModalProps {
  /** Open while set. */
  action: ProofAction | null;
  onClose: () => void;
  /** Done; new recovery codes when the action made them. */
  onDone: (codes?: string[]) => void;
}

/** The password or a current code, before turning two-factor off or making new codes. */
export function TwoFactorProofModal({ action, onClose, onDone }: TwoFactorProofModalProps) {
  const { t } = useTranslation();
  const { disable, regenerate } = useMfaMutations();
  const isPending = disable.isPending || regenerate.isPending;
  const close = () => {
    if (!isPending) onClose();
  };
  const prove = async (body: MfaProofBody) => {
    if (action !== 'disable') return regenerate.mutateAsync(body);
    await disable.mutateAsync(body);
    return undefined;
  };
  return (
    <Modal
      opened={action !== null}
      onClose={close}
      title={action === 'disable' ? t('mfa.proof.disableTitle') : t('mfa.proof.regenerateTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted while open, so each opening starts from an empty form. */}
      {action && <ProofForm action={action} prove={prove} onDone={onDone} onCancel={close} />}
    </Modal>
  );
}

interface ProofFormProps {
  action: ProofAction;
  prove: (body: MfaProofBody) => Promise<string[] | undefined>;
  onDone: (codes?: string[]) => void;
  onCancel: () => void;
}

function ProofForm({ action, prove, onDone, onCancel }: ProofFormProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'password' | 'code'>('password');
  const form = useForm({
    mode: 'controlled',
    initialValues: { proof: '' },
    validate: {
      proof: (value) =>
        kind === 'code' && !mfaCodeSchema.safeParse(value).success ? t('mfa.code.format') : null,
    },
  });
  const save = useFormSubmit(form, {
    save: ({ proof }) => prove(kind === 'password' ? { password: proof } : { code: proof }),
    onSaved: onDone,
    showFailure: showCodeFailure(form, 'proof'),
  });
  const isDisable = action === 'disable';
  const field = { 'data-autofocus': true, ...form.getInputProps('proof') };

  return (
    <form onSubmit={save.handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {isDisable ? t('mfa.proof.disableIntro') : t('mfa.proof.regenerateIntro')}
        </Text>
        <SegmentedControl
          value={kind}
          onChange={(next) => {
            setKind(next === 'code' ? 'code' : 'password');
            form.reset();
          }}
          data={[
            { value: 'password', label: t('mfa.proof.withPassword') },
            { value: 'code', label: t('mfa.proof.withCode') },
          ]}
          aria-label={t('mfa.proof.kind')}
        />
        <FormFailure failure={save.failure} />
        {kind === 'password' ? (
          <PasswordInput
            key="password"
            label={t('mfa.proof.password')}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            {...field}
          />
        ) : (
          <CodeInput key="code" {...field} />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={save.isSubmitting}>
            {t('mfa.setup.cancel')}
          </Button>
          <Button
            type="submit"
            color={isDisable ? 'red' : undefined}
            loading={save.isSubmitting}
            disabled={form.values.proof.trim() === ''}
          >
            {isDisable ? t('mfa.proof.disableSubmit') : t('mfa.proof.regenerateSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

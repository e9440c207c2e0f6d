import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useResetMemberMfa } from '../api/mfa.queries';

/**
 * [ours] ADMIN: reset a member's two-factor sign-in after a lost phone, after a Yes. The server
 * also signs the member out everywhere and records it in the audit trail.
 */
export function ResetMfaButton({ memberId, name }: { memberId: string; name: string }) {
  const { t } = useTranslation();
  const reset = useResetMemberMfa();
  const [opened, setOpened] = useState(false);
  const confirm = () =>
    reset.mutate(memberId, {
      onSuccess: () => notifySuccess(t('mfa.reset.done')),
      onError: (error) => notifyError(error.message, { title: t('mfa.reset.failed') }),
      onSettled: () => setOpened(false),
    });
  return (
    <>
      <Button variant="outline" color="red" onClick={() => setOpened(true)}>
        {t('mfa.reset.button')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('mfa.reset.title')}
        message={t('mfa.reset.message', { name })}
        onConfirm={confirm}
        onCancel={() => setOpened(false)}
        isConfirming={reset.isPending}
      />
    </>
  );
}

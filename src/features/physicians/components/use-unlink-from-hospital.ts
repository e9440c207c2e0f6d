import { useTranslation } from 'react-i18next';
import { useConfirmTarget } from '@/components/confirm-dialog/use-confirm-target';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { PhysicianRecord } from '../api/physicians.api';
import { LinkingUnavailableError, useUnlinkPhysician } from '../api/physicians.queries';
import { physicianName } from './physician-columns';

/**
 * A hospital page's Unlink, after a question: `ask(physician)` opens it, and the answer ends in
 * a toast naming her. Spread `dialogProps` on a ConfirmDialog. The physician and her patients
 * stay; only this hospital leaves her links.
 */
export function useUnlinkFromHospital(hospitalId: string) {
  const { t } = useTranslation();
  const unlink = useUnlinkPhysician(hospitalId);
  const confirm = useConfirmTarget<PhysicianRecord>();
  const handleConfirm = () => {
    const physician = confirm.target;
    if (physician === null) return;
    unlink.mutate(physician, {
      onSuccess: () =>
        notifySuccess(t('physicians.unlink.done', { name: physicianName(physician, t) })),
      onError: (error) =>
        notifyError(
          error instanceof LinkingUnavailableError
            ? t('physicians.edit.linkingUnavailable')
            : error.message,
          { title: t('physicians.unlink.failed') },
        ),
      onSettled: confirm.close,
    });
  };
  return {
    ask: confirm.open,
    target: confirm.target,
    dialogProps: {
      opened: confirm.isOpen,
      onConfirm: handleConfirm,
      onCancel: confirm.close,
      isConfirming: unlink.isPending,
    },
  };
}

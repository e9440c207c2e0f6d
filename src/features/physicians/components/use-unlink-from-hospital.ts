import { useTranslation } from 'react-i18next';
import {
  confirmDialogProps,
  useConfirmTarget,
} from '@/components/confirm-dialog/use-confirm-target';
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
  return confirmDialogProps(
    useConfirmTarget<PhysicianRecord>(),
    (physician, settled) =>
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
        onSettled: settled,
      }),
    unlink.isPending,
  );
}

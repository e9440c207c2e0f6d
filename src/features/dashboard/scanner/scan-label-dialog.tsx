import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '@/components/data-table/use-is-phone';
import { LabelScanner } from './label-scanner';

interface ScanLabelDialogProps {
  onClose: () => void;
  onPatient: (patientId: string) => void;
}

/** The scanner in a dialog: the whole screen on a phone, so the camera's picture is large. */
export function ScanLabelDialog({ onClose, onPatient }: ScanLabelDialogProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('dashboard.scan.title')}
      fullScreen={isPhone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <LabelScanner onPatient={onPatient} />
    </Modal>
  );
}

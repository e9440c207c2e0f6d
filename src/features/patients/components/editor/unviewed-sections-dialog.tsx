import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorSection } from './patient-editor-schema';

interface UnviewedSectionsDialogProps {
  /** The sections never opened; the dialog shows while there are any. */
  sections: readonly EditorSection[];
  /** Opens a listed section. */
  onOpenSection: (section: EditorSection) => void;
  onClose: () => void;
}

/** SPEC §4: before the final save, the sections never opened; the save stops. */
export function UnviewedSectionsDialog({
  sections,
  onOpenSection,
  onClose,
}: UnviewedSectionsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={sections.length > 0}
      onClose={onClose}
      title={t('patientEditor.unviewed.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">{t('patientEditor.unviewed.message')}</Text>
      <List mt="xs" spacing={4}>
        {sections.map((section) => (
          <List.Item key={section}>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => {
                onClose();
                onOpenSection(section);
              }}
            >
              {t(`patientEditor.sections.${section}`)}
            </Button>
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('patientEditor.unviewed.close')}</Button>
      </Group>
    </Modal>
  );
}

import { Combobox, Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OptionSearchStatus } from './use-option-search';

interface OptionStatusProps {
  status: OptionSearchStatus;
  /** Every match is already chosen (pickers only). */
  isAllSelected?: boolean;
}

/** The line a picker's dropdown shows instead of options (SPEC §2 medical data picker). */
export function OptionStatus({ status, isAllSelected = false }: OptionStatusProps) {
  const { t } = useTranslation();
  if (status === 'searching') {
    return (
      <Combobox.Empty>
        <Group gap="xs" justify="center">
          <Loader size="xs" aria-hidden />
          {t('common.searching')}
        </Group>
      </Combobox.Empty>
    );
  }
  if (status === 'idle') return <Combobox.Empty>{t('common.picker.startTyping')}</Combobox.Empty>;
  if (status === 'none') return <Combobox.Empty>{t('common.picker.noResults')}</Combobox.Empty>;
  if (isAllSelected) return <Combobox.Empty>{t('common.picker.allSelected')}</Combobox.Empty>;
  return null;
}

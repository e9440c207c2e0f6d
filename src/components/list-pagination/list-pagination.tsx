import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  /** Page count, from X-Total-Pages. */
  total: number;
  value: number;
  onChange: (page: number) => void;
}

/** Page links for a list; nothing at all when everything fits on one page. */
export function ListPagination({ total, value, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  const labels = {
    first: t('common.pagination.first'),
    previous: t('common.pagination.previous'),
    next: t('common.pagination.next'),
    last: t('common.pagination.last'),
  };
  return (
    <Group component="nav" aria-label={t('common.pagination.label')} justify="center">
      <Pagination
        total={total}
        value={Math.min(Math.max(value, 1), total)}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': labels[control] })}
      />
    </Group>
  );
}

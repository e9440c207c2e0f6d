import type { ReactNode } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface DetailHeaderProps {
  title: ReactNode;
  /** Where Edit leads; null hides Edit (the role may not change the record). */
  editTo: string | null;
}

/** A record page's heading with its Edit button. */
export function DetailHeader({ title, editTo }: DetailHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Title order={1}>{title}</Title>
      {editTo !== null && (
        <Button component={Link} to={editTo} leftSection={<IconPencil size={18} aria-hidden />}>
          {t('common.edit')}
        </Button>
      )}
    </Group>
  );
}

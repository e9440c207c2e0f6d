import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface DetailHeaderProps {
  title: ReactNode;
  /** Where Edit leads; null hides Edit (the role may not change the record). */
  editTo: string | null;
  /** A way back to the list the record was opened from, named for screen readers. */
  back?: { to: string; label: string };
}

/** A record page's heading with its Edit button, and an arrow back to its list when given. */
export function DetailHeader({ title, editTo, back }: DetailHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Group gap="xs" wrap="nowrap">
        {back && (
          <ActionIcon
            component={Link}
            to={back.to}
            variant="subtle"
            size="lg"
            aria-label={back.label}
          >
            <IconArrowLeft size={20} aria-hidden />
          </ActionIcon>
        )}
        <Title order={1}>{title}</Title>
      </Group>
      {editTo !== null && (
        <Button component={Link} to={editTo} leftSection={<IconPencil size={18} aria-hidden />}>
          {t('common.edit')}
        </Button>
      )}
    </Group>
  );
}

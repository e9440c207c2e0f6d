import type { ReactNode } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface RowAction {
  key: string;
  label: string;
  onClick: () => void;
  icon?: ReactNode;
  /** Destructive entries (Delete) are shown in red. */
  isDanger?: boolean;
  /** False leaves the entry out: where the caller's permission check goes (`can(user, …)`). */
  isShown?: boolean;
}

interface RowMenuProps {
  /** What the row is called, e.g. the physician's name. */
  label: string;
  actions: readonly RowAction[];
}

/** The "more" button of a table row. Its clicks and keys stay out of the row's own handlers. */
export function RowMenu({ label, actions }: RowMenuProps) {
  const { t } = useTranslation();
  const shown = actions.filter((action) => action.isShown !== false);
  if (shown.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('common.table.rowActions', { name: label })}
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {shown.map((action) => (
          <Menu.Item
            key={action.key}
            color={action.isDanger ? 'red' : undefined}
            leftSection={action.icon}
            onClick={action.onClick}
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '@contract/roles';
import { userStatus, type UserStatus } from '@contract/users';
import { enumLabelKeys } from '@/i18n/enum-labels';
import type { MemberRecord } from '../api/members.api';

/** SPEC §4 badge colours: Rejected red, Disabled red, Active green, Pending yellow. */
const statusColors: Record<UserStatus, string> = {
  Active: 'green',
  Pending: 'yellow',
  Rejected: 'red',
  Disabled: 'red',
};

/** SPEC §6 role badge colours: ADMIN purple, STAFF green, FIRST_RESPONDER blue, VOLUNTEER orange. */
const roleColors: Record<Role, string> = {
  ADMIN: 'grape',
  STAFF: 'green',
  FIRST_RESPONDER: 'blue',
  VOLUNTEER: 'orange',
};

// Filled yellow, orange and green badges carry black text: white on them fails WCAG AA contrast
// at badge size (axe: 4.36 on green, 4.29 on orange), and Mantine's autoContrast keeps white.
const darkTextOn = new Set(['yellow', 'orange', 'green']);

function ColoredBadge({ color, label }: { color: string; label: string }) {
  return (
    <Badge
      color={color}
      c={darkTextOn.has(color) ? 'black' : undefined}
      variant="filled"
      radius="sm"
    >
      {label}
    </Badge>
  );
}

export function StatusBadge({
  member,
}: {
  member: Pick<MemberRecord, 'approvedAt' | 'rejectedAt' | 'disabledAt'>;
}) {
  const { t } = useTranslation();
  const status = userStatus(member);
  return <ColoredBadge color={statusColors[status]} label={t(`members.status.${status}`)} />;
}

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return <ColoredBadge color={roleColors[role]} label={t(enumLabelKeys.role(role))} />;
}

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

// Filled yellow and orange badges carry dark text: white on them fails contrast.
const darkTextOn = new Set(['yellow', 'orange']);

function ColoredBadge({ color, label }: { color: string; label: string }) {
  return (
    <Badge color={color} autoContrast={darkTextOn.has(color)} variant="filled" radius="sm">
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

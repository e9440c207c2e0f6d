import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '@contract/roles';
import { userStatus, type UserStatus } from '@contract/users';
import { enumLabelKeys } from '@/i18n/enum-labels';
import type { MemberRecord } from '../api/members.api';

/**
 * The badge colours of SPEC §4 and §6, each dark enough for white text to pass WCAG AA at badge
 * size (or light enough for black: yellow, orange). Green is darker than Mantine's darkest.
 */
export const badgeColors = {
  green: { color: '#237a35', isDarkText: false },
  red: { color: 'red.9', isDarkText: false },
  yellow: { color: 'yellow.5', isDarkText: true },
  orange: { color: 'orange.5', isDarkText: true },
  blue: { color: 'blue.8', isDarkText: false },
  purple: { color: 'grape.8', isDarkText: false },
  gray: { color: 'gray.7', isDarkText: false },
} as const;
export type BadgeColor = keyof typeof badgeColors;

/** SPEC §4: Rejected red, Disabled red, Active green, Pending yellow. */
const statusColors: Record<UserStatus, BadgeColor> = {
  Active: 'green',
  Pending: 'yellow',
  Rejected: 'red',
  Disabled: 'red',
};

/** SPEC §6: ADMIN purple, STAFF green, FIRST_RESPONDER blue, VOLUNTEER orange. */
const roleColors: Record<Role, BadgeColor> = {
  ADMIN: 'purple',
  STAFF: 'green',
  FIRST_RESPONDER: 'blue',
  VOLUNTEER: 'orange',
};

export function ColoredBadge({ color, label }: { color: BadgeColor; label: string }) {
  const { color: shade, isDarkText } = badgeColors[color];
  return (
    // Whole words, never cut short: a table column or a phone's card may be narrower than
    // 'First Responder' ('Сотрудник экстренных служб' in Russian), so the label wraps between
    // words and the badge grows taller rather than out of its card (issue 22).
    <Badge
      color={shade}
      c={isDarkText ? 'black' : 'white'}
      variant="filled"
      radius="sm"
      tt="none"
      h="auto"
      maw="100%"
      styles={{
        root: { overflow: 'visible', flexShrink: 0, paddingBlock: 2 },
        label: { overflow: 'visible', whiteSpace: 'normal', lineHeight: 1.3 },
      }}
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

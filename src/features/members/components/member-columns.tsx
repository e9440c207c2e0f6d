import type { MouseEvent } from 'react';
import { Anchor } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { paths } from '@contract/paths';
import { emailOr } from '@/components/contact-link/contact-link';
import type { DataTableColumn } from '@/components/data-table/data-table';
import type { MemberRecord } from '../api/members.api';
import { RoleBadge, StatusBadge } from './member-badges';
import { memberName, otherLanguages } from './member-names';

/**
 * SPEC §2 members columns: Name, Status, Role, Other languages, E-mail address, Organization
 * (the row menu is More).
 */
export function memberColumns(t: TFunction<'common'>): DataTableColumn<MemberRecord>[] {
  return [
    {
      key: 'name',
      header: t('members.fields.name'),
      isLink: true,
      // A real link (open in a new tab, seen as a link by a screen reader); the row's own click
      // would open the same page, so the link's click stops there.
      render: (m) => (
        <Anchor
          component={Link}
          to={paths.user.href(m.id)}
          onClick={(event: MouseEvent) => event.stopPropagation()}
        >
          {memberName(m)}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: t('members.fields.status'),
      render: (m) => <StatusBadge member={m} />,
    },
    { key: 'role', header: t('members.fields.role'), render: (m) => <RoleBadge role={m.role} /> },
    {
      key: 'languages',
      header: t('members.fields.otherLanguages'),
      render: (m) => otherLanguages(t, m.languages),
    },
    { key: 'email', header: t('members.fields.email'), render: (m) => emailOr(m.email) },
    {
      key: 'organization',
      header: t('members.fields.organization'),
      render: (m) => m.organization ?? '',
    },
  ];
}

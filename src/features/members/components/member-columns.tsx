import type { TFunction } from 'i18next';
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
    { key: 'name', header: t('members.fields.name'), render: (m) => memberName(m) },
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

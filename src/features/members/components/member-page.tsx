import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/permissions';
import type { Role } from '@contract/roles';
import { paths } from '@contract/paths';
import { emailOr } from '@/components/contact-link/contact-link';
import { DetailHeader } from '@/components/detail-list/detail-header';
import { DetailList, type DetailItem } from '@/components/detail-list/detail-list';
import { QueryLoading, RecordReadError } from '@/components/query-state/query-state';
import { formatDateTime } from '@/lib/dates';
import type { MemberRecord } from '../api/members.api';
import { memberQueries } from '../api/members.queries';
import { EndMemberSessions } from './end-member-sessions';
import { MemberActions } from './member-actions';
import { RoleBadge, StatusBadge } from './member-badges';
import { memberName, otherLanguages } from './member-names';
import { ResetMfaButton } from './reset-mfa-button';

interface MemberPageProps {
  memberId: string;
  role: Role | null;
  /** The signed-in user's id: nobody rejects or disables themself. */
  currentUserId: string | null;
}

/**
 * SPEC §2 user detail: names, e-mail, role, licence when present, [ours] organization and other
 * languages, and the timestamps as 'June 5, 2024 at 3:04pm'; Edit for ADMIN; the account actions.
 */
export function MemberPage({ memberId, role, currentUserId }: MemberPageProps) {
  const { t } = useTranslation();
  const member = useQuery(memberQueries.detail(memberId));

  if (member.isPending) return <QueryLoading />;
  if (member.isError) return <RecordReadError query={member} resource="users" />;
  const { data } = member;
  return (
    <Stack gap="lg">
      <DetailHeader
        title={memberName(data)}
        editTo={can(role, 'user.update') ? paths.userEdit.href(data.id) : null}
        back={{ to: paths.users.href(), label: t('members.pending.backToMembers') }}
      />
      <StatusBadge member={data} />
      {/* One row of buttons that wraps as a whole, so a phone gets even lines, not a stair. */}
      <Group gap="xs" role="group" aria-label={t('userDetail.actions.label')}>
        {can(role, 'user.approve') && (
          <MemberActions member={data} isSelf={data.id === currentUserId} />
        )}
        {can(role, 'user.endSessions') && <EndMemberSessions member={data} />}
        {/* A reset means something only while two-factor is on (absent on the reference). */}
        {can(role, 'user.resetMfa') && data.id !== currentUserId && data.mfaEnabled === true && (
          <ResetMfaButton memberId={data.id} name={memberName(data)} />
        )}
      </Group>
      <DetailList items={memberDetails(t, data)} />
    </Stack>
  );
}

type T = Parameters<typeof otherLanguages>[0];

function memberDetails(t: T, member: MemberRecord): DetailItem[] {
  const notSet = t('userDetail.notSet');
  const stamp = (value: string | null) => formatDateTime(value) || notSet;
  const items: DetailItem[] = [
    { key: 'firstName', label: t('userDetail.fields.firstName'), value: member.firstName },
    {
      key: 'middleName',
      label: t('userDetail.fields.middleName'),
      value: member.middleName ?? notSet,
    },
    { key: 'lastName', label: t('userDetail.fields.lastName'), value: member.lastName },
    { key: 'email', label: t('userDetail.fields.email'), value: emailOr(member.email, notSet) },
    { key: 'role', label: t('userDetail.fields.role'), value: <RoleBadge role={member.role} /> },
  ];
  if (member.licenseNumber) {
    items.push({
      key: 'licenseNumber',
      label: t('userDetail.fields.licenseNumber'),
      value: member.licenseNumber,
    });
  }
  items.push(
    {
      key: 'organization',
      label: t('userDetail.fields.organization'),
      value: member.organization ?? notSet,
    },
    {
      key: 'languages',
      label: t('userDetail.fields.languages'),
      value: otherLanguages(t, member.languages) || t('userDetail.none'),
    },
    { key: 'registered', label: t('userDetail.fields.registered'), value: stamp(member.createdAt) },
    {
      key: 'emailVerified',
      label: t('userDetail.fields.emailVerified'),
      value: stamp(member.emailVerifiedAt),
    },
    { key: 'approved', label: t('userDetail.fields.approved'), value: stamp(member.approvedAt) },
    { key: 'disabled', label: t('userDetail.fields.disabled'), value: stamp(member.disabledAt) },
    { key: 'rejected', label: t('userDetail.fields.rejected'), value: stamp(member.rejectedAt) },
    { key: 'updated', label: t('userDetail.fields.updated'), value: stamp(member.updatedAt) },
  );
  return items;
}

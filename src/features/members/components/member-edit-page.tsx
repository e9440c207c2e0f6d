import { PasswordInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FREE_TEXT_MAX } from '@contract/common';
import { roleValues } from '@contract/roles';
import { paths } from '@contract/paths';
import { SaveForm } from '@/components/form/save-form';
import { MemberNameFields } from '@/components/member-name-fields/member-name-fields';
import { useFormSave } from '@/components/form/use-form-save';
import { QueryLoading, RecordReadError } from '@/components/query-state/query-state';
import { enumLabelKeys } from '@/i18n/enum-labels';
import { notifySuccess } from '@/lib/notify';
import type { MemberRecord } from '../api/members.api';
import { memberQueries, useUpdateMember } from '../api/members.queries';
import { LanguagesSelect } from './languages-select';
import { toMemberEditValues, useMemberEditForm } from './member-form-schema';

interface MemberEditPageProps {
  memberId: string;
  /** The signed-in user's id: an admin cannot change their own role. */
  currentUserId: string | null;
}

/** SPEC §2 Edit User: Save goes back to the member's page, Cancel too (asking if changed). */
export function MemberEditPage({ memberId, currentUserId }: MemberEditPageProps) {
  const { t } = useTranslation();
  const member = useQuery(memberQueries.detail(memberId));
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('userDetail.edit.title')}</Title>
      {member.isPending && <QueryLoading />}
      {member.isError && <RecordReadError query={member} resource="users" />}
      {member.isSuccess && (
        <EditMemberForm member={member.data} isSelf={member.data.id === currentUserId} />
      )}
    </Stack>
  );
}

/** The form, once the member is read: its values are the starting point for "unsaved". */
function EditMemberForm({ member, isSelf }: { member: MemberRecord; isSelf: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateMember(member.id);
  const form = useMemberEditForm(toMemberEditValues(member));
  const viewPath = paths.user.href(member.id);
  const save = useFormSave(form, {
    save: update.mutateAsync,
    onSaved: () => {
      notifySuccess(t('userDetail.edit.saved'));
      void navigate(viewPath);
    },
  });
  // Highest role first, as API.md §1.7 lists them.
  const roles = roleValues.map((role) => ({
    value: role,
    label: t(enumLabelKeys.role(role)),
  }));
  const roleInput = form.getInputProps('role');
  return (
    <>
      <SaveForm
        save={save}
        failureTitle={t('userDetail.edit.failed')}
        onCancel={() => save.guard.confirm(() => void navigate(viewPath))}
        submitLabel={t('userDetail.edit.save')}
      >
        <MemberNameFields parts="split" inputProps={form.getInputProps} />
        <TextInput
          label={t('userDetail.fields.email')}
          type="email"
          withAsterisk
          maxLength={FREE_TEXT_MAX}
          {...form.getInputProps('email')}
        />
        <Select
          label={t('userDetail.fields.role')}
          withAsterisk
          data={roles}
          allowDeselect={false}
          disabled={isSelf}
          {...roleInput}
          // The server's 'You cannot change your own role' shows here; for oneself it is said up front.
          description={isSelf && !roleInput.error ? t('userDetail.edit.ownRole') : undefined}
        />
        <PasswordInput
          label={t('userDetail.fields.password')}
          description={t('userDetail.edit.passwordHint')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <TextInput
          label={t('userDetail.fields.organization')}
          maxLength={FREE_TEXT_MAX}
          {...form.getInputProps('organization')}
        />
        <LanguagesSelect
          placeholder={t('userDetail.edit.languagesPlaceholder')}
          {...form.getInputProps('languages')}
        />
      </SaveForm>
      {save.guard.dialog}
    </>
  );
}

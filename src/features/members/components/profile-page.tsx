import { useMemo } from 'react';
import { Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FREE_TEXT_MAX } from '@contract/common';
import { passwordChangeBodySchema, type User } from '@contract/users';
import { emailOr } from '@/components/contact-link/contact-link';
import { DetailList } from '@/components/detail-list/detail-list';
import { SaveForm } from '@/components/form/save-form';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { formatDateTime } from '@/lib/dates';
import { useSchemaForm } from '@/lib/forms';
import { notifySuccess } from '@/lib/notify';
import { useChangePassword, useUpdateProfile } from '../api/members.queries';
import { LanguageCard } from './language-card';
import { LanguagesSelect } from './languages-select';
import { ProfileCard } from './profile-card';
import { RoleBadge, StatusBadge } from './member-badges';
import { TwoFactorCard } from './two-factor-card';
import { useProfileForm } from './member-form-schema';
import { memberName } from './member-names';

/** [ours] The signed-in member's own page, from the header's Profile button. */
export function ProfilePage({ user }: { user: User }) {
  const { t } = useTranslation();
  const notSet = t('userDetail.notSet');
  return (
    <Stack gap="lg" maw={720}>
      <Group justify="space-between">
        <Title order={1}>{t('profile.title')}</Title>
        <StatusBadge member={user} />
      </Group>
      <ProfileCard id="profile-details" title={t('profile.details')}>
        <DetailList
          items={[
            { key: 'name', label: t('members.fields.name'), value: memberName(user) },
            { key: 'email', label: t('userDetail.fields.email'), value: emailOr(user.email) },
            {
              key: 'role',
              label: t('userDetail.fields.role'),
              value: <RoleBadge role={user.role} />,
            },
            {
              key: 'licenseNumber',
              label: t('userDetail.fields.licenseNumber'),
              value: user.licenseNumber ?? notSet,
            },
            {
              key: 'registered',
              label: t('userDetail.fields.registered'),
              value: formatDateTime(user.createdAt) || notSet,
            },
          ]}
        />
      </ProfileCard>
      <ProfileForm user={user} />
      <LanguageCard user={user} />
      <PasswordChangeForm />
      <TwoFactorCard />
    </Stack>
  );
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useProfileForm(user);
  const save = useFormSubmit(form, {
    save: update.mutateAsync,
    onSaved: (member) => {
      form.setInitialValues({
        organization: member.organization ?? '',
        languages: member.languages ?? [],
      });
      form.resetDirty();
      notifySuccess(t('profile.edit.saved'));
    },
  });
  return (
    <ProfileCard id="profile-edit" title={t('profile.edit.title')}>
      <SaveForm
        save={save}
        failureTitle={t('profile.edit.failed')}
        onCancel={() => form.reset()}
        submitLabel={t('profile.edit.save')}
      >
        <TextInput
          label={t('userDetail.fields.organization')}
          maxLength={FREE_TEXT_MAX}
          {...form.getInputProps('organization')}
        />
        <LanguagesSelect {...form.getInputProps('languages')} />
      </SaveForm>
    </ProfileCard>
  );
}

/**
 * The current password, the new one twice ('Passwords do not match' on the second, SPEC §5);
 * the strength rule is the server's, whose 422 lands on the new password.
 */
function usePasswordChangeForm() {
  const { t } = useTranslation();
  const schema = useMemo(() => {
    const { shape } = passwordChangeBodySchema;
    return z
      .object({
        currentPassword: z
          .string()
          .min(1, t('profile.password.currentRequired'))
          .pipe(shape.currentPassword),
        password: z.string().min(1, t('profile.password.newRequired')),
        confirmPassword: z.string(),
      })
      .refine((values) => values.password === values.confirmPassword, {
        path: ['confirmPassword'],
        message: t('profile.password.mismatch'),
      })
      .transform(({ currentPassword, password }) => ({ currentPassword, password }));
  }, [t]);
  return useSchemaForm(schema, { currentPassword: '', password: '', confirmPassword: '' });
}

function PasswordChangeForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = usePasswordChangeForm();
  const save = useFormSubmit(form, {
    save: change.mutateAsync,
    onSaved: () => {
      form.reset();
      notifySuccess(t('profile.password.changed'));
    },
  });
  return (
    <ProfileCard id="profile-password" title={t('profile.password.title')}>
      <SaveForm
        save={save}
        failureTitle={t('profile.password.failed')}
        onCancel={() => form.reset()}
        submitLabel={t('profile.password.submit')}
      >
        <PasswordInput
          label={t('profile.password.current')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('profile.password.new')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('profile.password.confirm')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmPassword')}
        />
      </SaveForm>
    </ProfileCard>
  );
}

import { useMemo } from 'react';
import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FREE_TEXT_MAX } from '@contract/common';
import {
  inviteDialogRecipients,
  inviteDialogRoles,
  inviteDialogSchema,
  type InviteCreateBody,
} from '@contract/invites';
import { FormModal } from '@/components/form/form-modal';
import { SaveForm } from '@/components/form/save-form';
import { useFormSave } from '@/components/form/use-form-save';
import { MemberNameFields } from '@/components/member-name-fields/member-name-fields';
import { enumLabelKeys } from '@/i18n/enum-labels';
import { useSchemaForm } from '@/lib/forms';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateInvites } from '../api/members.queries';

interface InviteMemberModalProps {
  opened: boolean;
  onClose: () => void;
}

/** SPEC §2 Single Invite dialog: name, e-mail and role, then 'Invite sent to {name}'. */
export function InviteMemberModal({ opened, onClose }: InviteMemberModalProps) {
  return opened ? <InviteMember onClose={onClose} /> : null;
}

/**
 * The contract's dialog rules (SPEC §5 name and e-mail, and an address the server's recipients
 * parser accepts), submitted as the POST /invites body `{ recipients: 'Name <email>', role }`.
 */
function useInviteForm() {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      inviteDialogSchema({
        name: t('common.validation.nameRule'),
        email: t('common.validation.invalidEmail'),
      }).transform(({ name, email, role }): InviteCreateBody => ({
        recipients: inviteDialogRecipients(name, email),
        role,
      })),
    [t],
  );
  return useSchemaForm(schema, { name: '', email: '', role: 'VOLUNTEER' });
}

/** Mounted while open, so each opening starts from an empty form. */
function InviteMember({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateInvites();
  const form = useInviteForm();
  const save = useFormSave(form, {
    save: async (body: InviteCreateBody) => {
      try {
        return await create.mutateAsync(body);
      } catch (error) {
        // SPEC §8's toast; the server's reasons (e.g. already registered) land on the e-mail.
        notifyError(t('members.invite.failed'));
        throw error;
      }
    },
    onSaved: () => {
      notifySuccess(t('members.invite.sent', { name: form.getValues().name.trim() }));
      onClose();
    },
    fieldOf: { recipients: 'email' },
  });
  const { name, email } = form.getValues();
  const roleOptions = inviteDialogRoles.map((role) => ({
    value: role,
    label: t(enumLabelKeys.role(role)),
  }));
  return (
    <FormModal title={t('members.invite.title')} save={save} onClose={onClose}>
      {(requestClose) => (
        <SaveForm
          save={save}
          failureTitle={t('members.invite.failed')}
          onCancel={requestClose}
          submitLabel={t('members.invite.send')}
          isSubmitDisabled={name.trim() === '' || email.trim() === ''}
        >
          <MemberNameFields parts="whole" inputProps={form.getInputProps} />
          <TextInput
            label={t('members.invite.email')}
            type="email"
            withAsterisk
            maxLength={FREE_TEXT_MAX}
            {...form.getInputProps('email')}
          />
          <Select
            label={t('members.invite.role')}
            data={roleOptions}
            allowDeselect={false}
            {...form.getInputProps('role')}
          />
        </SaveForm>
      )}
    </FormModal>
  );
}

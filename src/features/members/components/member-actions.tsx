import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserAction } from '@contract/users';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useConfirmTarget } from '@/components/confirm-dialog/use-confirm-target';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { MemberRecord } from '../api/members.api';
import { useMemberAction, useRefreshMembers } from '../api/members.queries';
import { memberName } from './member-names';

/**
 * The actions that change something for this member (API.md §4.2 "applies when"), as the page
 * offers them: approve while not approved; reject only while pending (an active member is
 * disabled instead); disable while not disabled; enable while disabled. Nobody rejects or
 * disables themself.
 */
export function applicableActions(member: MemberRecord, isSelf: boolean): UserAction[] {
  const actions: UserAction[] = [];
  if (!member.approvedAt) actions.push('approve');
  if (!member.approvedAt && !member.rejectedAt && !isSelf) actions.push('reject');
  if (!member.disabledAt && !isSelf) actions.push('disable');
  if (member.disabledAt) actions.push('enable');
  return actions;
}

const isDangerous = (action: UserAction) => action === 'reject' || action === 'disable';

interface MemberActionsProps {
  member: MemberRecord;
  isSelf: boolean;
}

/**
 * Approve, reject, disable and enable, each after a Yes, with a toast naming the member: the
 * buttons go into the page's row of account actions.
 */
export function MemberActions({ member, isSelf }: MemberActionsProps) {
  const { t } = useTranslation();
  const act = useMemberAction();
  const refresh = useRefreshMembers();
  const confirm = useConfirmTarget<UserAction>();
  const name = memberName(member);
  const actions = applicableActions(member, isSelf);

  const handleConfirm = () => {
    const action = confirm.target;
    if (action === null) return;
    act.mutate(
      { id: member.id, action },
      {
        onSuccess: () => {
          notifySuccess(t(`userDetail.confirm.${action}.done`, { name }));
          void refresh();
        },
        onError: (error) =>
          notifyError(error.message, { title: t(`userDetail.confirm.${action}.failed`, { name }) }),
        onSettled: confirm.close,
      },
    );
  };

  if (actions.length === 0) return null;
  const shown = confirm.target ?? 'approve';
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action}
          variant={isDangerous(action) ? 'outline' : 'light'}
          color={isDangerous(action) ? 'red' : undefined}
          onClick={() => confirm.open(action)}
        >
          {t(`userDetail.actions.${action}`)}
        </Button>
      ))}
      <ConfirmDialog
        opened={confirm.isOpen}
        title={t(`userDetail.confirm.${shown}.title`)}
        message={t(`userDetail.confirm.${shown}.message`, { name })}
        onConfirm={handleConfirm}
        onCancel={confirm.close}
        isConfirming={act.isPending}
        isDanger={isDangerous(shown)}
      />
    </>
  );
}

import type { TFunction } from 'i18next';
import type { AuditAction } from '@contract/audit';
import { enumLabelKeys } from '@/i18n/enum-labels';
import type { AuditEventRecord } from '../api/audit.api';

type Underscored<S extends string> = S extends `${infer A}.${infer B}` ? `${A}_${B}` : S;

/** The translation key of an action's readable label: 'patient.view' → audit.actions.patient_view. */
export const actionLabelKey = (action: AuditAction) =>
  `audit.actions.${action.replace('.', '_') as Underscored<AuditAction>}` as const;

/** The actor as now named, or Anonymous (a failed sign-in for an unknown e-mail). */
export function actorName(event: AuditEventRecord, t: TFunction): string {
  if (!event.actorId) return t('audit.actor.anonymous');
  const { actor } = event;
  if (!actor) return t('audit.actor.unknown');
  return [actor.firstName, actor.middleName, actor.lastName].filter(Boolean).join(' ');
}

/** 'as Staff': the role the actor had when it happened. */
export const roleThen = (event: AuditEventRecord, t: TFunction) =>
  event.actorRole
    ? t('audit.actor.roleThen', { role: t(enumLabelKeys.role(event.actorRole)) })
    : '';

/** The first 8 characters of an id, enough to tell records apart on screen. */
export const shortId = (id: string) => id.slice(0, 8);

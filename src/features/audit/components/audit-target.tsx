import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';
import type { AuditEventRecord } from '../api/audit.api';
import { shortId } from './audit-labels';

/** What the event is about: a link to the patient or member, else its kind. */
export function AuditTarget({ event }: { event: AuditEventRecord }) {
  const { t } = useTranslation();
  const { targetType, targetId } = event;
  if (targetType === 'patient' && targetId)
    return (
      <Anchor component={Link} to={paths.patient.href(targetId)} title={targetId}>
        {t('audit.target.patient', { id: shortId(targetId) })}
      </Anchor>
    );
  if (targetType === 'user' && targetId)
    return (
      <Anchor component={Link} to={paths.user.href(targetId)} title={targetId}>
        {t('audit.target.user', { id: shortId(targetId) })}
      </Anchor>
    );
  if (targetType === 'invite' && targetId)
    return <Text span>{t('audit.target.invite', { id: shortId(targetId) })}</Text>;
  if (targetType === 'label') return <Text span>{t('audit.target.label')}</Text>;
  if (targetType === 'license') return <Text span>{t('audit.target.license')}</Text>;
  return <Text span>{t('audit.target.none')}</Text>;
}

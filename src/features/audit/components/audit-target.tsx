import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';
import type { AuditEventRecord } from '../api/audit.api';
import { shortId } from './audit-labels';

/**
 * What the event is about: a link to the patient, member, hospital or physician, by name where
 * the server sent one (where the viewer may see it), else by the start of its id; a catalog entry
 * by name; else its kind.
 */
export function AuditTarget({ event }: { event: AuditEventRecord }) {
  const { t } = useTranslation();
  const { targetType, targetId, targetName } = event;
  // A deleted or merged hospital, physician or catalog entry: the name its event kept.
  const kept =
    (targetType === 'hospital' || targetType === 'physician' || targetType === 'catalog') &&
    typeof event.details['name'] === 'string'
      ? event.details['name']
      : undefined;
  const named = (
    key: 'patient' | 'user' | 'invite' | 'catalog' | 'hospital' | 'physician',
    id: string,
  ) => targetName ?? kept ?? t(`audit.target.${key}`, { id: shortId(id) });
  if (targetType === 'patient' && targetId)
    return (
      <Anchor component={Link} to={paths.patient.href(targetId)}>
        {named('patient', targetId)}
      </Anchor>
    );
  if (targetType === 'user' && targetId)
    return (
      <Anchor component={Link} to={paths.user.href(targetId)}>
        {named('user', targetId)}
      </Anchor>
    );
  if (targetType === 'invite' && targetId) return <Text span>{named('invite', targetId)}</Text>;
  if (targetType === 'hospital' && targetId)
    return (
      <Anchor component={Link} to={paths.hospital.href(targetId)}>
        {named('hospital', targetId)}
      </Anchor>
    );
  if (targetType === 'physician' && targetId)
    return (
      <Anchor component={Link} to={paths.physician.href(targetId)}>
        {named('physician', targetId)}
      </Anchor>
    );
  if (targetType === 'catalog' && targetId) return <Text span>{named('catalog', targetId)}</Text>;
  if (targetType === 'label') return <Text span>{t('audit.target.label')}</Text>;
  if (targetType === 'license') return <Text span>{t('audit.target.license')}</Text>;
  return <Text span>{t('audit.target.none')}</Text>;
}

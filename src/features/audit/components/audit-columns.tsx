import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { formatDateTime } from '@/lib/dates';
import type { AuditEventRecord } from '../api/audit.api';
import { summariseUserAgent } from '@contract/user-agent';
import { deviceName } from '@/lib/device-name';
import { detailsText } from './audit-details';
import { actionLabelKey, actorName, roleThen } from './audit-labels';
import { AuditTarget } from './audit-target';

/** The Audit page's columns: time first (it heads each card on a phone). */
export function auditColumns(t: TFunction): DataTableColumn<AuditEventRecord>[] {
  return [
    {
      key: 'time',
      header: t('audit.columns.time'),
      render: (event) => <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>,
    },
    {
      key: 'action',
      header: t('audit.columns.action'),
      render: (event) => t(actionLabelKey(event.action)),
    },
    {
      key: 'actor',
      header: t('audit.columns.actor'),
      render: (event) => (
        <Stack gap={0}>
          <Text span size="sm">
            {actorName(event, t)}
          </Text>
          <Text span size="xs" c="dimmed">
            {roleThen(event, t)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'target',
      header: t('audit.columns.target'),
      render: (event) => <AuditTarget event={event} />,
    },
    {
      key: 'address',
      header: t('audit.columns.address'),
      render: (event) => event.clientAddress ?? '',
    },
    {
      key: 'userAgent',
      header: t('audit.columns.userAgent'),
      // Named as the sessions list names it; the header as sent stays in the CSV export.
      render: (event) =>
        event.userAgent ? (
          <Text span size="xs">
            {deviceName(t, summariseUserAgent(event.userAgent))}
          </Text>
        ) : (
          ''
        ),
    },
    {
      key: 'details',
      header: t('audit.columns.details'),
      // An empty string leaves the line off a phone's card.
      render: (event) => {
        const text = detailsText(t, event.details);
        return text ? (
          <Text span size="xs">
            {text}
          </Text>
        ) : (
          ''
        );
      },
    },
  ];
}

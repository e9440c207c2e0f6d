import {
  ActionIcon,
  Anchor,
  Box,
  Group,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@contract/notices';
import { paths } from '@contract/paths';
import { formatDateTime, formatRelativeTime } from '@/lib/dates';

/** A patient named as in the e-mails: the start of its id, never a name. */
export const shortPatientId = (id: string) => `${id.slice(0, 8).toUpperCase()}…`;

interface NoticeListProps {
  notices: Notice[];
  /** The notice's link was followed (the panel closes; an unread notice is marked read). */
  onOpen: (notice: Notice) => void;
  onMarkRead: (notice: Notice) => void;
}

/**
 * [ours] Issue 24: the member's notices in the Alerts panel, newest first. Each says what
 * happened (which sections changed and by whom, or a responder's scan), links to the patient,
 * and tells how long ago; an unread one is bold, with its own Mark read.
 */
export function NoticeList({ notices, onOpen, onMarkRead }: NoticeListProps) {
  const { t } = useTranslation();
  return (
    <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {notices.map((notice) => {
          const text = noticeText(t, notice);
          const isUnread = notice.readAt === null;
          return (
            <Box component="li" key={notice.id}>
              <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={paths.patient.href(notice.patientId)}
                    size="sm"
                    fw={isUnread ? 700 : 400}
                    onClick={() => onOpen(notice)}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {isUnread && <VisuallyHidden>{t('notices.unread')} </VisuallyHidden>}
                    {text}
                  </Anchor>
                  <Text size="xs" c="dimmed" title={formatDateTime(notice.createdAt)}>
                    {formatRelativeTime(notice.createdAt)}
                  </Text>
                </Stack>
                {isUnread && (
                  <Tooltip label={t('notices.markRead')}>
                    <ActionIcon
                      variant="subtle"
                      size="md"
                      aria-label={`${t('notices.markRead')}: ${text}`}
                      onClick={() => onMarkRead(notice)}
                    >
                      <IconCheck size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Box>
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}

/** 'Sam Staff changed Medical Information, Advanced Directive of patient 3F2A…'. */
export function noticeText(t: TFunction, notice: Notice): string {
  const patient = shortPatientId(notice.patientId);
  if (notice.kind === 'scan') return t('notices.scan', { patient });
  const sections = notice.sections
    .map((section) => t(`audit.details.sectionNames.${section}` as const))
    .join(', ');
  return notice.actor
    ? t('notices.change', {
        patient,
        sections,
        name: `${notice.actor.firstName} ${notice.actor.lastName}`,
      })
    : t('notices.changeNoActor', { patient, sections });
}

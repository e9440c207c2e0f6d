import { Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import type { MedicalListView } from './medical-view';

interface MedicalListProps {
  /** The heading's id, for the section's accessible name. */
  id: string;
  title: string;
  list: MedicalListView;
  /** What to say when someone confirmed there are none ('No known allergies'). */
  noneKnownText: string;
  /** What to say when nobody recorded the list ('Allergies not recorded'). */
  notRecordedText: string;
  /** Allergies stand out: the one list a responder must not miss. */
  isAlert?: boolean;
}

/** A chip's label wraps instead of ending in an ellipsis. */
export const NEVER_TRUNCATED = {
  whiteSpace: 'normal',
  overflow: 'visible',
  textOverflow: 'clip',
  overflowWrap: 'anywhere',
} as const;

const chipStyle = {
  height: 'auto',
  minHeight: 36,
  whiteSpace: 'normal',
  maxWidth: '100%',
} as const;

/**
 * One of the medical lists as chips with their details, or what is known about an empty list:
 * 'No known allergies' only when someone confirmed it, 'Allergies not recorded' otherwise, never
 * a bare 'None', which a responder would read as "safe to give anything" (issue 23).
 */
export function MedicalList({
  id,
  title,
  list,
  noneKnownText,
  notRecordedText,
  isAlert = false,
}: MedicalListProps) {
  const { t } = useTranslation();
  const confirmed = list.noneKnownAt ? formatDate(list.noneKnownAt) : '';
  return (
    <Stack component="section" aria-labelledby={id} gap={6}>
      <Title order={2} id={id} size="h3">
        {title}
      </Title>
      {list.state === 'listed' && (
        <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {list.items.map((item) => (
            <Group component="li" key={item.key} gap={4} wrap="wrap" maw="100%">
              {item.isHighRisk && (
                <Badge size="lg" radius="sm" color="red.9" variant="outline" fw={800}>
                  {t('patientView.highRiskAllergy')}
                </Badge>
              )}
              <Badge
                component="span"
                size="xl"
                radius="sm"
                tt="none"
                fw={600}
                variant={isAlert ? 'filled' : 'default'}
                color={isAlert ? 'red.9' : undefined}
                style={chipStyle}
                // Never cut off (issue 13): a long name wraps, even inside a word at 200% zoom.
                styles={{ label: NEVER_TRUNCATED }}
              >
                {item.name}
                {item.detail && (
                  <Box component="span" fw={400}>
                    {` — ${item.detail}`}
                  </Box>
                )}
              </Badge>
              {item.badge && (
                <Badge size="lg" radius="sm" tt="none" color="yellow.5" c="dark.9" variant="filled">
                  {item.badge}
                </Badge>
              )}
            </Group>
          ))}
        </Group>
      )}
      {list.state === 'noneKnown' && (
        <Text size="lg" fw={600}>
          {noneKnownText}
          {confirmed && (
            <Text component="span" size="sm" c="dimmed" fw={400}>
              {` (${t('patientView.noneKnownConfirmed', { date: confirmed })})`}
            </Text>
          )}
        </Text>
      )}
      {list.state === 'notRecorded' && (
        <Text size="lg" fs="italic">
          {notRecordedText}
        </Text>
      )}
    </Stack>
  );
}

import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface MedicalListProps {
  /** The heading's id, for the section's accessible name. */
  id: string;
  title: string;
  /** The entries' names in saved order; null when the server did not send the list. */
  names: readonly string[] | null;
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

/** One of the medical lists as chips, or 'None' (SPEC §2). */
export function MedicalList({ id, title, names, isAlert = false }: MedicalListProps) {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby={id} gap={6}>
      <Title order={2} id={id} size="h3">
        {title}
      </Title>
      {names && names.length > 0 ? (
        <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {names.map((name, index) => (
            <Badge
              component="li"
              key={`${index}-${name}`}
              size="xl"
              radius="sm"
              tt="none"
              fw={600}
              variant={isAlert ? 'filled' : 'default'}
              color={isAlert ? 'red.9' : undefined}
              style={{ height: 'auto', minHeight: 36, whiteSpace: 'normal', maxWidth: '100%' }}
              // Never cut off (issue 13): a long name wraps, even inside a word at 200% zoom.
              styles={{ label: NEVER_TRUNCATED }}
            >
              {name}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="lg">{t('patientView.none')}</Text>
      )}
    </Stack>
  );
}

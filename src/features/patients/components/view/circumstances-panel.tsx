import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBrain,
  IconEarOff,
  IconEyeOff,
  IconKey,
  IconLungs,
  IconMessageOff,
  IconUser,
  IconWheelchair,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Circumstance } from '@contract/signed-form';
import { enumLabelKeys } from '@/i18n/enum-labels';
import { NEVER_TRUNCATED } from './medical-list';

const ICONS: Record<Circumstance, Icon> = {
  OXYGEN: IconLungs,
  MOBILITY: IconWheelchair,
  HEARING: IconEarOff,
  SPEECH: IconMessageOff,
  VISION: IconEyeOff,
  DEMENTIA: IconBrain,
  LIVES_ALONE: IconUser,
  CREW_DANGER: IconAlertTriangle,
};

interface CircumstancesPanelProps {
  /** In the contract's order; null or absent when not recorded. */
  circumstances: readonly Circumstance[] | null | undefined;
  note: string | null | undefined;
  access: string | null | undefined;
}

/**
 * [ours] Issue 23: what a crew should know at the door, as a compact row of flags (icon and
 * words; a danger to crews in red), the note, and how to get in. Nothing when none is recorded.
 */
export function CircumstancesPanel({ circumstances, note, access }: CircumstancesPanelProps) {
  const { t } = useTranslation();
  const flags = circumstances ?? [];
  if (flags.length === 0 && !note && !access) return null;
  return (
    <Stack component="section" aria-labelledby="patient-circumstances" gap={6}>
      <Title order={2} id="patient-circumstances" size="h3">
        {t('signedForm.view.circumstances')}
      </Title>
      {flags.length > 0 && (
        <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {flags.map((flag) => {
            const FlagIcon = ICONS[flag];
            const isDanger = flag === 'CREW_DANGER';
            return (
              <Badge
                component="li"
                key={flag}
                size="lg"
                radius="sm"
                tt="none"
                fw={600}
                variant={isDanger ? 'filled' : 'default'}
                color={isDanger ? 'red.9' : undefined}
                leftSection={<FlagIcon size={18} aria-hidden />}
                style={{ height: 'auto', minHeight: 32, maxWidth: '100%', paddingBlock: 4 }}
                // A long flag wraps from its icon, at a line height that reads as one chip.
                styles={{ label: { ...NEVER_TRUNCATED, lineHeight: 1.35, textAlign: 'start' } }}
              >
                {t(enumLabelKeys.circumstance(flag))}
              </Badge>
            );
          })}
        </Group>
      )}
      {note && (
        <Text size="lg" style={{ overflowWrap: 'anywhere' }}>
          {note}
        </Text>
      )}
      {access && (
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconKey size={22} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Stack gap={0}>
            <Text fw={700}>{t('signedForm.view.access')}</Text>
            <Text size="lg" style={{ overflowWrap: 'anywhere' }}>
              {access}
            </Text>
          </Stack>
        </Group>
      )}
    </Stack>
  );
}

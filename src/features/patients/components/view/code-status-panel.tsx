import { Badge, Paper, Stack, Text } from '@mantine/core';
import { IconFileCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CodeStatus } from '@contract/enums';
import { codeStatusText } from '../code-status-text';
import { NEVER_TRUNCATED } from './medical-list';

interface CodeStatusPanelProps {
  codeStatus: CodeStatus | null;
  /** A signed code-status form is on file. */
  isAttached: boolean | null;
}

/**
 * The first thing a responder reads, in the largest type on the page: the code status with its
 * meaning ('DNR — Do not resuscitate'), or 'Not provided', and whether the signed form is on file.
 */
export function CodeStatusPanel({ codeStatus, isAttached }: CodeStatusPanelProps) {
  const { t } = useTranslation();
  const isLimited = codeStatus !== null && codeStatus !== 'FULL';
  return (
    <Paper
      component="section"
      aria-labelledby="patient-code-status"
      withBorder
      p="md"
      radius="md"
      style={{
        borderWidth: 3,
        borderColor: isLimited ? 'var(--mantine-color-red-8)' : undefined,
      }}
    >
      <Stack gap={6}>
        <Text id="patient-code-status" component="h2" fw={700} size="md" tt="uppercase" m={0}>
          {t('patientView.codeStatus')}
        </Text>
        <Text
          c="bright"
          fw={800}
          lh={1.15}
          style={{ fontSize: 'clamp(1.75rem, 7vw, 2.5rem)', overflowWrap: 'anywhere' }}
        >
          {codeStatus ? codeStatusText(t, codeStatus) : t('common.notProvided')}
        </Text>
        {isAttached === true && (
          <Badge
            size="xl"
            // Darker than green.9, which is 4.36:1 under white text (axe asks 4.5).
            color="#237032"
            radius="md"
            tt="none"
            leftSection={<IconFileCheck size={20} aria-hidden />}
            style={{ alignSelf: 'flex-start', height: 'auto', minHeight: 40, maxWidth: '100%' }}
            styles={{ label: NEVER_TRUNCATED }}
          >
            {t('patientView.signedForm')}
          </Badge>
        )}
      </Stack>
    </Paper>
  );
}

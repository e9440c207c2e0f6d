import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CodeStatus } from '@contract/enums';
import { codeStatusText } from '../code-status-text';

interface CodeStatusPanelProps {
  /** The code status shown: the signed form's when it decides one (shownCodeStatus). */
  codeStatus: CodeStatus | null;
  /** A signed code-status form is on file. */
  isAttached: boolean | null;
  /** The signed form in words (signedFormText), or null when none is recorded. */
  formText?: string | null;
  /** Where the original of the signed form is kept. */
  originalAt?: string | null;
}

/**
 * The first thing a responder reads, in the largest type on the page: the code status with its
 * meaning ('DNR — Do not resuscitate'), or 'Not provided'; then the signed form's decision in
 * words, where its original is kept, and whether the signed form is on file.
 */
export function CodeStatusPanel({
  codeStatus,
  isAttached,
  formText = null,
  originalAt = null,
}: CodeStatusPanelProps) {
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
        {formText && (
          <Text
            component="p"
            m={0}
            fw={700}
            size="xl"
            data-testid="signed-form-decision"
            style={{ overflowWrap: 'anywhere' }}
          >
            {formText}
          </Text>
        )}
        {originalAt && (
          <Group gap={8} wrap="nowrap" align="flex-start">
            <IconMapPin size={22} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Text component="p" m={0} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {t('signedForm.view.original', { place: originalAt })}
            </Text>
          </Group>
        )}
        {isAttached === true && (
          // A fact, not a control: a line of text with a check, nothing that looks pressable.
          <Group gap={8} wrap="nowrap" align="center">
            <IconCircleCheckFilled
              size={24}
              aria-hidden
              style={{ flexShrink: 0, color: 'var(--mantine-color-green-text)' }}
            />
            <Text component="p" m={0} fw={600} size="lg">
              {t('patientView.signedForm')}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

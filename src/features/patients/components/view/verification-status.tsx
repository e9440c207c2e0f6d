import type { ReactNode } from 'react';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { elapsedSince, formatDate } from '@/lib/dates';
import type { PatientRecord } from '../../api/patients.api';

type VerificationFields = Pick<
  PatientRecord,
  'verifiedAt' | 'verifiedBy' | 'verificationNote' | 'reviewDueAt'
>;

interface VerificationStatusProps {
  patient: VerificationFields;
  /** The clock, for tests and the server's render; now by default. */
  now?: Date;
  /** 'Mark as verified', for those who may (the SPA's pages only: it needs script). */
  action?: ReactNode;
}

/**
 * [ours] Issue 24: near the top of the responder's page, when the record was last gone through
 * with the patient: 'Verified 3 months ago', or, past the review interval, plainly 'Not verified
 * for 14 months — confirm with the patient' (or 'Never verified'). Nothing of the record is
 * hidden. A server that sends no verification keys (the reference) shows nothing here. Plain
 * Box, Group and Text: the server's label page carries no other component's stylesheet.
 */
export function VerificationStatus({ patient, now = new Date(), action }: VerificationStatusProps) {
  const { t } = useTranslation();
  const { verifiedAt, verifiedBy, verificationNote, reviewDueAt } = patient;
  if (verifiedAt === undefined && reviewDueAt === undefined) return null;
  const overdue = reviewDueAt ? new Date(reviewDueAt).getTime() <= now.getTime() : false;
  const elapsed = elapsedSince(verifiedAt, now);
  const name = verifiedBy ? `${verifiedBy.firstName} ${verifiedBy.lastName}` : null;
  const detail = verifiedAt
    ? name
      ? t('patientView.verification.detailBy', {
          date: formatDate(verifiedAt),
          name,
          note: verificationNote ?? '',
        })
      : t('patientView.verification.detail', {
          date: formatDate(verifiedAt),
          note: verificationNote ?? '',
        })
    : null;

  let headline: string;
  if (!verifiedAt || !elapsed) {
    headline = overdue
      ? t('patientView.verification.neverConfirm')
      : t('patientView.verification.never');
  } else if (overdue) {
    headline = t('patientView.verification.notVerifiedFor', { count: Math.max(1, elapsed.count) });
  } else if (elapsed.unit === 'month') {
    headline = t('patientView.verification.verifiedMonthsAgo', { count: elapsed.count });
  } else if (elapsed.count === 0) {
    headline = t('patientView.verification.verifiedToday');
  } else {
    headline = t('patientView.verification.verifiedDaysAgo', { count: elapsed.count });
  }

  if (overdue)
    return (
      <Box
        p="sm"
        data-testid="verification-status"
        data-state="overdue"
        style={{
          borderInlineStart: '4px solid var(--mantine-color-orange-filled)',
          background: 'var(--mantine-color-orange-light)',
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      >
        <Group justify="space-between" align="center" gap="sm">
          <Stack gap={2}>
            <Text fw={700}>{headline}</Text>
            {detail && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {detail}
              </Text>
            )}
          </Stack>
          {action}
        </Group>
      </Box>
    );
  return (
    <Group
      justify="space-between"
      align="center"
      gap="sm"
      data-testid="verification-status"
      data-state={verifiedAt ? 'fresh' : 'never'}
    >
      <Stack gap={2}>
        <Text fw={600}>{headline}</Text>
        {detail && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Text>
        )}
      </Stack>
      {action}
    </Group>
  );
}

import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { patientDisplayName } from '@contract/patients';
import { enumLabelKeys } from '@/i18n/enum-labels';
import { formatDate } from '@/lib/dates';
import type { PatientRecord } from '../../api/patients.api';
import { PatientPhoto } from './patient-photo';

interface PatientHeaderProps {
  patient: PatientRecord;
  collectPhi: boolean;
  /** Where Edit leads; null hides it. */
  editTo: string | null;
  /** [ours] Beside Edit: the SPA's Follow button (issue 24); the server's render has none. */
  actions?: ReactNode;
}

/**
 * The patient's name (or id when PHI is off or there is no name) with Edit, and with PHI on the
 * date of birth and gender. An id heading is set smaller, so a 360 px phone keeps room for the
 * code status.
 */
export function PatientHeader({ patient, collectPhi, editTo, actions }: PatientHeaderProps) {
  const { t } = useTranslation();
  const title = patientDisplayName(patient, collectPhi);
  const isId = title === patient.id;
  const birthDate = formatDate(patient.dateOfBirth);
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
          <PatientPhoto patientId={patient.id} photo={patient.photo} />
          <Title
            order={1}
            style={{
              overflowWrap: 'anywhere',
              fontSize: isId ? 'clamp(1rem, 4.2vw, 1.75rem)' : 'clamp(1.6rem, 6vw, 2.25rem)',
            }}
          >
            {title}
          </Title>
        </Group>
        {(editTo !== null || actions) && (
          <Group gap="xs" justify="flex-end" style={{ flexShrink: 0 }}>
            {actions}
            {editTo !== null && (
              <Button
                component={Link}
                to={editTo}
                size="md"
                className="touch-target"
                leftSection={<IconPencil size={18} aria-hidden />}
                style={{ flexShrink: 0 }}
              >
                {t('common.edit')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {collectPhi && (
        <Group component="dl" m={0} style={{ columnGap: 'var(--mantine-spacing-lg)', rowGap: 4 }}>
          {[
            { key: 'dob', label: t('patientView.dateOfBirth'), value: birthDate },
            {
              key: 'gender',
              label: t('patientView.gender'),
              value: patient.gender ? t(enumLabelKeys.gender(patient.gender)) : '',
            },
          ].map((item) => (
            // On a 360 px phone a long label and value ('Fecha de nacimiento', '20 de noviembre
            // de 1938') each broke in two side by side: the value goes under its label instead.
            <Group key={item.key} gap={6} wrap="wrap" align="baseline" style={{ rowGap: 0 }}>
              <Text component="dt" size="sm" c="dimmed">
                {item.label}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {item.value || t('common.notProvided')}
              </Text>
            </Group>
          ))}
        </Group>
      )}
    </Stack>
  );
}

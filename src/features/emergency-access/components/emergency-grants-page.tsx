import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { labelShortCode } from '@contract/labels';
import type { EmergencyGrant } from '@contract/emergency-access';
import { paths } from '@contract/paths';
import { formatDateTime } from '@/lib/dates';
import { translateMessage } from '@/i18n/translate-message';
import {
  emergencyKeys,
  listGrants,
  readSettings,
  reviewGrant,
  saveSettings,
} from '../api/emergency-access.api';
import { RotateCode } from './rotate-code';

// Filled, with text that keeps a 4.5:1 contrast on each (axe: a light yellow badge was 2.7:1).
const reviewColor = { pending: 'yellow.5', reviewed: '#237a35', flagged: 'red.9' } as const;

/** One grant for review: who, agency, badge, reason, label, when, until; the review and a note. */
function GrantCard({ grant }: { grant: EmergencyGrant }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [review, setReview] = useState<'reviewed' | 'flagged'>(
    grant.review === 'flagged' ? 'flagged' : 'reviewed',
  );
  const [note, setNote] = useState(grant.reviewNote ?? '');
  const save = useMutation({
    mutationFn: () => reviewGrant(grant.id, { review, note: note.trim() || undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyKeys.grants() }),
  });
  const titleId = `grant-${grant.id}`;

  return (
    <Card withBorder component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text component="h2" fw={700} id={titleId}>
            {grant.name} · {grant.agency}
          </Text>
          <Badge color={reviewColor[grant.review]} variant="filled" autoContrast>
            {t(`emergencyAccess.admin.review.${grant.review}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('emergencyAccess.admin.badge')}: {grant.badge}
        </Text>
        <Text size="sm">
          {t('emergencyAccess.admin.reason')}: {grant.reason}
        </Text>
        <Text size="sm">
          {t('emergencyAccess.admin.label')}:{' '}
          <Anchor component={Link} to={paths.patient.href(grant.patientId)}>
            {labelShortCode(grant.patientId)}
          </Anchor>
        </Text>
        <Text size="sm">
          {t('emergencyAccess.admin.when', {
            from: formatDateTime(grant.createdAt),
            until: formatDateTime(grant.expiresAt),
          })}
        </Text>
        <SegmentedControl
          aria-label={t('emergencyAccess.admin.reviewAs')}
          value={review}
          onChange={(value) => setReview(value === 'flagged' ? 'flagged' : 'reviewed')}
          data={[
            { value: 'reviewed', label: t('emergencyAccess.admin.review.reviewed') },
            { value: 'flagged', label: t('emergencyAccess.admin.review.flagged') },
          ]}
        />
        <Textarea
          label={t('emergencyAccess.admin.note')}
          value={note}
          maxLength={1000}
          minRows={1}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {save.isError && (
          <Alert color="red" role="alert">
            {translateMessage(t, save.error.message)}
          </Alert>
        )}
        <Group wrap="wrap">
          <Button onClick={() => save.mutate()} loading={save.isPending}>
            {t('emergencyAccess.admin.saveReview')}
          </Button>
        </Group>
        <RotateCode patientId={grant.patientId} />
      </Stack>
    </Card>
  );
}

/**
 * [ours] Issue 25: the admins' Emergency access page: the deployment's switch, and every grant
 * for review (reviewed or flagged, with a note), with a label's code rotation.
 */
export function EmergencyGrantsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const grants = useQuery({
    queryKey: emergencyKeys.grants(),
    queryFn: ({ signal }) => listGrants(signal),
  });
  const settings = useQuery({
    queryKey: emergencyKeys.settings(),
    queryFn: ({ signal }) => readSettings(signal),
  });
  const list = grants.data?.grants ?? [];
  const toggle = useMutation({
    mutationFn: saveSettings,
    onSuccess: (data) => queryClient.setQueryData(emergencyKeys.settings(), data),
  });

  return (
    <Stack gap="lg">
      <Title order={1}>{t('emergencyAccess.admin.title')}</Title>
      <Text>{t('emergencyAccess.admin.intro')}</Text>
      {settings.data && (
        <Switch
          label={t('emergencyAccess.admin.enabled')}
          description={t('emergencyAccess.admin.enabledHint')}
          checked={settings.data.enabled}
          disabled={toggle.isPending}
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
        />
      )}
      {grants.isPending && <Loader aria-label={t('common.loading')} />}
      {grants.isError && (
        <Alert color="red" role="alert">
          {t('emergencyAccess.admin.failed')}
        </Alert>
      )}
      {grants.data && list.length === 0 && (
        <Text c="dimmed">{t('emergencyAccess.admin.none')}</Text>
      )}
      {list.map((grant) => (
        <GrantCard key={grant.id} grant={grant} />
      ))}
    </Stack>
  );
}

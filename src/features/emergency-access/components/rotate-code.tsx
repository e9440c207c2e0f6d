import { useState } from 'react';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { labelShortCode } from '@contract/labels';
import { paths } from '@contract/paths';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { translateMessage } from '@/i18n/translate-message';
import { rotateLabelCode } from '../api/emergency-access.api';

/**
 * [ours] Issue 25: an admin gives a label a new emergency access code, after a confirmation (the
 * printed code then opens nothing), and is sent to reprint it. On the Emergency Access page's
 * grants and on the admin's patient page.
 */
export function RotateCode({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const rotate = useMutation({
    mutationFn: () => rotateLabelCode(patientId),
    onSettled: () => setAsking(false),
  });
  return (
    <Stack gap="xs">
      <div>
        <Button variant="default" onClick={() => setAsking(true)}>
          {t('emergencyAccess.admin.rotate')}
        </Button>
      </div>
      <ConfirmDialog
        opened={asking}
        title={t('emergencyAccess.admin.rotateTitle')}
        message={t('emergencyAccess.admin.rotateConfirm', { label: labelShortCode(patientId) })}
        confirmLabel={t('emergencyAccess.admin.rotate')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => rotate.mutate()}
        onCancel={() => setAsking(false)}
        isConfirming={rotate.isPending}
      />
      {rotate.isSuccess && (
        <Alert color="orange" role="status" title={t('emergencyAccess.admin.rotated')}>
          <Text size="sm">{t('emergencyAccess.admin.newCode', { code: rotate.data.code })}</Text>
          <Anchor component={Link} to={paths.labels.href(patientId)} size="sm">
            {t('emergencyAccess.admin.reprint')}
          </Anchor>
        </Alert>
      )}
      {rotate.isError && (
        <Alert color="red" role="alert">
          {translateMessage(t, rotate.error.message)}
        </Alert>
      )}
    </Stack>
  );
}

/** [ours] Issue 25: on an admin's patient page, the label's code and the way to change it. */
export function AccessCodePanel({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="access-code-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="access-code-title">
          {t('emergencyAccess.admin.panelTitle')}
        </Title>
        <Text size="sm">{t('emergencyAccess.admin.panelHint')}</Text>
        <RotateCode patientId={patientId} />
      </Stack>
    </Paper>
  );
}

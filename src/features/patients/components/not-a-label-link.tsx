import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';

/**
 * `/patients/<id>` or its editor with an id that no Lifeline label holds (not a UUID): said at
 * once, instead of an editor that refuses only at save (issue 22). The view's and the editor's
 * routes show it; the server answers such a label page with a 404 and this screen.
 */
export function NotALabelLink({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start" maw={640}>
      <Title order={1}>{t('patients.notALabel.title')}</Title>
      <Text style={{ overflowWrap: 'anywhere' }}>
        {t('patients.notALabel.message', { id: patientId })}
      </Text>
      <Button component={Link} to={paths.dashboard.href()}>
        {t('common.goToDashboard')}
      </Button>
    </Stack>
  );
}

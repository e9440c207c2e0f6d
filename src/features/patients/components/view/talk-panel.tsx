import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconMessageLanguage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@contract/enums';
import { paths } from '@contract/paths';
import { enumLabelKeys } from '@/i18n/enum-labels';
import { talkPath, talkState } from '@/lib/talk-path';

interface TalkPanelProps {
  patientId: string;
  language: Language;
}

/**
 * [ours] 'Talk with the patient' (issue 14): one link to the phrase card in the patient's
 * language. A plain link (an `<a href>` once rendered, no handler of its own), so the page
 * rendered on the server without the SPA offers it too; kept to one line of text and one button
 * so that it sits under the allergies without pushing much below the fold.
 */
export function TalkPanel({ patientId, language }: TalkPanelProps) {
  const { t } = useTranslation();
  const languageName = t(enumLabelKeys.language(language));
  return (
    <Paper
      component="section"
      aria-labelledby="patient-talk"
      withBorder
      p="sm"
      radius="md"
      style={{ borderColor: 'var(--mantine-color-blue-filled)' }}
    >
      <Stack gap={6}>
        <Text id="patient-talk" component="h2" fw={700} size="md" m={0}>
          {t('phraseCard.panelTitle')}
        </Text>
        <Button
          component={Link}
          to={talkPath(language, paths.patient.href(patientId))}
          state={talkState}
          size="md"
          color="blue.9"
          className="touch-target"
          leftSection={<IconMessageLanguage size={22} aria-hidden />}
          styles={{
            root: { height: 'auto', minHeight: 44, paddingBlock: 6 },
            label: { whiteSpace: 'normal', overflow: 'visible', overflowWrap: 'anywhere' },
          }}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        >
          {t('phraseCard.panelLink', { language: languageName })}
        </Button>
      </Stack>
    </Paper>
  );
}

import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languageValues } from '@contract/enums';
import { enumLabelKeys } from '@/i18n/enum-labels';
import { talkPath } from '@/lib/talk-path';

/** Every language the phrase card speaks: the patients' languages but English. */
const talkLanguages = languageValues.filter((language) => language !== 'ENGLISH');

/** [ours] Issue 22: how to reach the phrase card, and a link to it in each of its languages. */
export function PhraseCardCard() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="phrase-card-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="phrase-card-title">
          {t('dashboard.phraseCard.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dashboard.phraseCard.description')}
        </Text>
        <Group
          component="ul"
          aria-label={t('dashboard.phraseCard.languages')}
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {talkLanguages.map((language) => (
            <li key={language}>
              <Button
                component={Link}
                to={talkPath(language)}
                variant="light"
                size="sm"
                leftSection={<IconLanguage size={18} aria-hidden />}
              >
                {t(enumLabelKeys.language(language))}
              </Button>
            </li>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

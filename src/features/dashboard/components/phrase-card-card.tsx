import { Button, Group } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languageValues } from '@contract/enums';
import { enumLabelKeys } from '@/i18n/enum-labels';
import { talkPath } from '@/lib/talk-path';
import { DashboardCard } from './dashboard-card';

/** Every language the phrase card speaks: the patients' languages but English. */
const talkLanguages = languageValues.filter((language) => language !== 'ENGLISH');

/** [ours] Issue 22: how to reach the phrase card, and a link to it in each of its languages. */
export function PhraseCardCard() {
  const { t } = useTranslation();
  return (
    <DashboardCard
      id="phrase-card-title"
      title={t('dashboard.phraseCard.title')}
      description={t('dashboard.phraseCard.description')}
    >
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
    </DashboardCard>
  );
}

import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconVolumeOff, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { enumLabelKeys } from '@/i18n/enum-labels';
import { TALK_LANGUAGES, type TalkLanguage } from '../talk-languages';
import { QUESTION_KEYS, usePhrases, type Answer, type PhraseT, type QuestionKey } from '../phrases';
import { useVoice } from '../voices';
import { AnswerButtons } from './answer-buttons';
import { AnswersSummary } from './answers-summary';
import { PainScale } from './pain-scale';
import { PhraseLine } from './phrase-line';

interface PhraseCardProps {
  language: TalkLanguage;
  onClose: () => void;
}

/**
 * The phrase card (issue 14): a full screen the responder shows the patient, each phrase in the
 * patient's language, large, over its English, with a play button when the device has a voice
 * for the language. Answers stay on this screen: nothing is saved, and nothing about the patient
 * is on it, so it works offline from the cached app.
 */
export function PhraseCard({ language, onClose }: PhraseCardProps) {
  const { t } = useTranslation();
  const { lng } = TALK_LANGUAGES[language];
  const phrases = usePhrases(lng);
  const languageName = t(enumLabelKeys.language(language));
  return (
    <Box component="main" pb="xl">
      <Box
        component="header"
        px="md"
        py={6}
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          background: 'var(--mantine-color-body)',
          borderBottom: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm" maw={720} mx="auto">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={1} fz="1.0625rem" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {t('phraseCard.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('phraseCard.subtitle', { language: languageName })}
            </Text>
          </Stack>
          <Button
            size="md"
            px="sm"
            variant="default"
            className="touch-target"
            leftSection={<IconX size={20} aria-hidden />}
            onClick={onClose}
            style={{ flexShrink: 0 }}
          >
            {t('phraseCard.close')}
          </Button>
        </Group>
      </Box>
      <Container size={720} px="md" pt="md">
        {phrases.status === 'loading' && (
          <Center py="xl">
            <Loader aria-label={t('phraseCard.loading')} />
          </Center>
        )}
        {phrases.status === 'failed' && (
          <Alert color="red" variant="light" role="alert" title={t('phraseCard.loadFailed')}>
            <Button
              mt="xs"
              variant="light"
              color="red"
              className="touch-target"
              onClick={phrases.retry}
            >
              {t('phraseCard.retry')}
            </Button>
          </Alert>
        )}
        {phrases.status === 'ready' && (
          <Phrases language={language} patient={phrases.patient} english={phrases.english} />
        )}
      </Container>
    </Box>
  );
}

interface PhrasesProps {
  language: TalkLanguage;
  patient: PhraseT;
  english: PhraseT;
}

function Phrases({ language, patient, english }: PhrasesProps) {
  const { t } = useTranslation();
  const { htmlLang } = TALK_LANGUAGES[language];
  const voice = useVoice(language);
  const [answers, setAnswers] = useState<Partial<Record<QuestionKey, Answer>>>({});
  const [painScore, setPainScore] = useState<number | null>(null);
  const play = voice.state.status === 'ready' ? voice.speak : undefined;
  const playing = (text: string) => (play ? () => play(text) : undefined);
  const line = (key: 'greeting' | 'pointWhereItHurts' | 'hospital') => (
    <Paper withBorder p="md" radius="md">
      <PhraseLine
        text={patient(key)}
        lang={htmlLang}
        english={english(key)}
        onPlay={playing(patient(key))}
      />
    </Paper>
  );

  return (
    <Stack gap="md">
      {voice.state.status === 'none' && (
        <Alert
          color="gray"
          variant="light"
          icon={<IconVolumeOff size={20} aria-hidden />}
          title={t('phraseCard.noVoice')}
        >
          {t('phraseCard.noVoiceHelp')}
        </Alert>
      )}
      {line('greeting')}
      {QUESTION_KEYS.map((key) => {
        const answer = answers[key] ?? null;
        const text = patient(`questions.${key}`);
        return (
          <Paper key={key} withBorder p="md" radius="md">
            <PhraseLine
              text={text}
              lang={htmlLang}
              english={english(`questions.${key}`)}
              englishId={`phrase-${key}`}
              onPlay={playing(text)}
            >
              <AnswerButtons
                patient={patient}
                english={english}
                lang={htmlLang}
                labelledBy={`phrase-${key}`}
                value={answer}
                onChange={(next) =>
                  setAnswers((current) => ({ ...current, [key]: next ?? undefined }))
                }
              />
              {answer && (
                <Text fw={700} size="lg">
                  {t('phraseCard.answered', {
                    topic: t(`phraseCard.topics.${key}`),
                    answer: t(`phraseCard.answerWords.${answer}`),
                  })}
                </Text>
              )}
            </PhraseLine>
          </Paper>
        );
      })}
      {line('pointWhereItHurts')}
      <Paper withBorder p="md" radius="md">
        <PainScale
          patient={patient}
          english={english}
          lang={htmlLang}
          value={painScore}
          onChange={setPainScore}
          onPlay={play}
        />
      </Paper>
      {line('hospital')}
      <AnswersSummary answers={answers} painScore={painScore} />
    </Stack>
  );
}

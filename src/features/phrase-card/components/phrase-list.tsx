import { useState } from 'react';
import { Alert, Paper, Stack, Text } from '@mantine/core';
import { IconVolumeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TALK_LANGUAGES, type TalkLanguage } from '../talk-languages';
import { QUESTION_KEYS, type Answer, type PhraseT, type QuestionKey } from '../phrases';
import { useVoice } from '../voices';
import { AnswerButtons } from './answer-buttons';
import { AnswersSummary } from './answers-summary';
import { PainScale } from './pain-scale';
import { PhraseLine } from './phrase-line';

interface PhraseListProps {
  language: TalkLanguage;
  patient: PhraseT;
  english: PhraseT;
}

/**
 * The card's phrases in the order a responder uses them: greeting, the yes / no questions, where
 * it hurts, the pain scale, the hospital; then every answer so far, for the responder.
 */
export function PhraseList({ language, patient, english }: PhraseListProps) {
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

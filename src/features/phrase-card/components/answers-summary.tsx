import { List, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUESTION_KEYS, type Answer, type QuestionKey } from '../phrases';

interface AnswersSummaryProps {
  answers: Partial<Record<QuestionKey, Answer>>;
  painScore: number | null;
}

/** Every answer so far, for the responder, in the order the card asks. Kept on this screen only. */
export function AnswersSummary({ answers, painScore }: AnswersSummaryProps) {
  const { t } = useTranslation();
  const lines = QUESTION_KEYS.flatMap((key) => {
    const answer = answers[key];
    return answer
      ? [
          t('phraseCard.answered', {
            topic: t(`phraseCard.topics.${key}`),
            answer: t(`phraseCard.answerWords.${answer}`),
          }),
        ]
      : [];
  });
  if (painScore !== null) {
    lines.push(
      t('phraseCard.answered', {
        topic: t('phraseCard.topics.painScore'),
        answer: t('phraseCard.painScore', { score: painScore }),
      }),
    );
  }
  return (
    <Paper component="section" aria-labelledby="phrase-answers" withBorder p="md" radius="md">
      <Title order={2} id="phrase-answers" size="h3" mb="xs">
        {t('phraseCard.answers')}
      </Title>
      {lines.length > 0 ? (
        <List size="lg" spacing={4}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="lg">{t('phraseCard.noAnswers')}</Text>
      )}
    </Paper>
  );
}

import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PhraseT } from '../phrases';
import { CHOSEN_COLOR } from './card-styles';
import { PainFace } from './pain-face';
import { PhraseLine } from './phrase-line';

const SCORES = Array.from({ length: 11 }, (_, score) => score);

interface PainScaleProps {
  patient: PhraseT;
  english: PhraseT;
  lang: string;
  value: number | null;
  onChange: (score: number | null) => void;
  onPlay?: (text: string) => void;
}

/**
 * 0–10 with a face on each number, for the patient to tap: two rows of big targets on a phone
 * (0–5, 6–10), one row from the `xs` breakpoint. The chosen score shows in English ('7/10').
 */
export function PainScale({ patient, english, lang, value, onChange, onPlay }: PainScaleProps) {
  const { t } = useTranslation();
  const question = patient('painScale.question');
  return (
    <PhraseLine
      text={question}
      lang={lang}
      english={english('painScale.question')}
      englishId="phrase-pain-scale"
      onPlay={onPlay && (() => onPlay(question))}
    >
      <SimpleGrid
        cols={{ base: 6, xs: 11 }}
        spacing={6}
        verticalSpacing="xs"
        role="group"
        aria-labelledby="phrase-pain-scale"
      >
        {SCORES.map((score) => {
          const isChosen = value === score;
          return (
            <Button
              key={score}
              variant={isChosen ? 'filled' : 'default'}
              color={CHOSEN_COLOR}
              aria-pressed={isChosen}
              onClick={() => onChange(isChosen ? null : score)}
              px={0}
              styles={{
                root: { height: 'auto', minHeight: 76, paddingBlock: 6 },
                inner: { height: 'auto' },
                label: { flexDirection: 'column', gap: 2, overflow: 'visible', height: 'auto' },
              }}
            >
              <PainFace score={score} size={36} />
              <span style={{ fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.1 }}>
                {score}
              </span>
            </Button>
          );
        })}
      </SimpleGrid>
      <Stack gap={6} component="dl" m={0}>
        {(
          [
            [0, 'none'],
            [10, 'worst'],
          ] as const
        ).map(([score, end]) => (
          <Group key={end} gap="sm" wrap="nowrap" align="flex-start">
            <Text component="dt" fw={800} size="xl" w="2ch" ta="end" style={{ flexShrink: 0 }}>
              {score}
            </Text>
            <Stack component="dd" gap={0} m={0} style={{ minWidth: 0 }}>
              <Text lang={lang} fw={700} size="xl" lh={1.25}>
                {patient(`painScale.${end}`)}
              </Text>
              <Text lang="en" size="sm" c="dimmed">
                {english(`painScale.${end}`)}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
      {value !== null && (
        <Text fw={700} size="lg">
          {t('phraseCard.answered', {
            topic: t('phraseCard.topics.painScore'),
            answer: t('phraseCard.painScore', { score: value }),
          })}
        </Text>
      )}
    </PhraseLine>
  );
}

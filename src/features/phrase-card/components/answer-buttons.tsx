import { Button, SimpleGrid } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ANSWERS, type Answer, type PhraseT } from '../phrases';
import { ANSWER_WORD_SIZE, CHOSEN_COLOR, WRAPPING_LABEL } from './card-styles';

interface AnswerButtonsProps {
  patient: PhraseT;
  english: PhraseT;
  lang: string;
  /** The id of the text naming the group (the question in English). */
  labelledBy: string;
  value: Answer | null;
  /** A second tap on the chosen answer takes it back. */
  onChange: (answer: Answer | null) => void;
}

/** Yes / No / I don't know in the patient's language, each with its English underneath. */
export function AnswerButtons({
  patient,
  english,
  lang,
  labelledBy,
  value,
  onChange,
}: AnswerButtonsProps) {
  return (
    <SimpleGrid cols={3} spacing="xs" role="group" aria-labelledby={labelledBy}>
      {ANSWERS.map((answer) => {
        const isChosen = value === answer;
        return (
          <Button
            key={answer}
            variant={isChosen ? 'filled' : 'default'}
            color={CHOSEN_COLOR}
            aria-pressed={isChosen}
            onClick={() => onChange(isChosen ? null : answer)}
            px={6}
            styles={{
              root: { height: 'auto', minHeight: 76, paddingBlock: 8 },
              inner: { height: 'auto' },
              label: { ...WRAPPING_LABEL, flexDirection: 'column', textAlign: 'center', gap: 2 },
            }}
          >
            <span
              lang={lang}
              style={{
                display: 'block',
                fontSize: ANSWER_WORD_SIZE,
                fontWeight: 700,
                lineHeight: 1.2,
              }}
            >
              {isChosen && (
                <IconCheck
                  size={18}
                  aria-hidden
                  style={{ marginInlineEnd: 4, verticalAlign: -2 }}
                />
              )}
              {patient(`answers.${answer}`)}
            </span>{' '}
            <span lang="en" style={{ display: 'block', fontSize: '0.875rem', fontWeight: 500 }}>
              {english(`answers.${answer}`)}
            </span>
          </Button>
        );
      })}
    </SimpleGrid>
  );
}

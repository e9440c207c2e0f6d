import type { ReactNode } from 'react';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PATIENT_LINE_SIZE } from './card-styles';

interface PhraseLineProps {
  /** The phrase in the patient's language, shown large. */
  text: string;
  /** Its lang attribute (the patient's language). */
  lang: string;
  /** The same phrase in English, smaller, for the responder. */
  english: string;
  /** An id for the English line, so a group of answers can be named by it. */
  englishId?: string;
  /** Reads the phrase aloud; without it (no voice on the device) there is no play button. */
  onPlay?: () => void;
  children?: ReactNode;
}

/** One phrase of the card: the patient's language over the English, with its play button. */
export function PhraseLine({ text, lang, english, englishId, onPlay, children }: PhraseLineProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group wrap="nowrap" align="flex-start" justify="space-between" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text
            lang={lang}
            c="bright"
            fw={700}
            lh={1.3}
            style={{ fontSize: PATIENT_LINE_SIZE, overflowWrap: 'anywhere' }}
          >
            {text}
          </Text>
          <Text lang="en" id={englishId} size="lg" fw={500} c="dimmed">
            {english}
          </Text>
        </Stack>
        {onPlay && (
          <ActionIcon
            size={52}
            radius="xl"
            variant="light"
            onClick={onPlay}
            aria-label={t('phraseCard.play', { phrase: english })}
            style={{ flexShrink: 0 }}
          >
            <IconVolume size={28} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      {children}
    </Stack>
  );
}

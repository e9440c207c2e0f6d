import {
  Alert,
  Box,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { enumLabelKeys } from '@/i18n/enum-labels';
import { TALK_LANGUAGES, type TalkLanguage } from '../talk-languages';
import { usePhrases } from '../phrases';
import { PhraseList } from './phrase-list';

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
          <PhraseList language={language} patient={phrases.patient} english={phrases.english} />
        )}
      </Container>
    </Box>
  );
}

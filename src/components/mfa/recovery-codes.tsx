import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Saves the codes as a small text file. */
function download(codes: string[], heading: string): void {
  const blob = new Blob([`${heading}\n\n${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'lifeline-recovery-codes.txt';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** One-time recovery codes, shown once: copy and download, and a warning to keep them safe. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert
        color="yellow"
        variant="light"
        title={t('mfa.recovery.title')}
        // Yellow text on the light yellow fails contrast: the title keeps the text colour.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        {t('mfa.recovery.warning')}
      </Alert>
      <SimpleGrid
        component="ul"
        cols={2}
        spacing="xs"
        aria-label={t('mfa.recovery.listLabel')}
        data-testid="recovery-codes"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" fz="md">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('mfa.copied') : t('mfa.recovery.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => download(codes, t('mfa.recovery.fileHeading'))}
        >
          {t('mfa.recovery.download')}
        </Button>
      </Group>
    </Stack>
  );
}

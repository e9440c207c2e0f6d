import { Box, Code, CopyButton, Group, Button, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

const QR_SIZE = 180;

/** Groups a base32 secret by four for reading it out and typing it in. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Step one of an enrolment: the QR code of the otpauth:// URI for an authenticator app, and the
 * same secret as text for entering by hand.
 */
export function TotpSetup({ otpauthUri, secret }: { otpauthUri: string; secret: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('mfa.setup.scan')}</Text>
      {/* The quiet zone stays white in dark mode too, or scanners miss the code. */}
      <Box bg="#ffffff" p={10} lh={0} w="fit-content" style={{ borderRadius: 4 }}>
        <QRCodeSVG
          value={otpauthUri}
          size={QR_SIZE}
          level="M"
          bgColor="#ffffff"
          fgColor="#000000"
          title={t('mfa.setup.qrLabel')}
          role="img"
          aria-label={t('mfa.setup.qrLabel')}
        />
      </Box>
      <Text size="sm" id="mfa-secret-label">
        {t('mfa.setup.manual')}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Code
          fz="md"
          data-testid="mfa-secret"
          aria-labelledby="mfa-secret-label"
          style={{ wordBreak: 'break-all' }}
        >
          {grouped(secret)}
        </Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" onClick={copy}>
              {copied ? t('mfa.copied') : t('mfa.setup.copySecret')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

import { Box, Paper, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

/** SPEC §9: QR size 150, quiet zone 10, error correction M. */
const QR_SIZE = 150;
const QR_MARGIN = 10;

/**
 * The QR code of this page's own address, for a colleague to scan from the screen. SPEC §2 hides
 * it on small screens (a phone is the scanner, not the thing scanned).
 */
export function PatientQrCode({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xs" radius="md" visibleFrom="sm" w="fit-content">
      <Stack gap={4} align="center">
        {/* The quiet zone stays white in dark mode too, or scanners miss the code. */}
        <Box bg="#ffffff" p={QR_MARGIN} lh={0}>
          <QRCodeSVG
            value={address}
            size={QR_SIZE}
            level="M"
            bgColor="#ffffff"
            fgColor="#000000"
            title={t('patientView.qrCode')}
            role="img"
            aria-label={t('patientView.qrCode')}
          />
        </Box>
        <Text size="xs" c="dimmed" maw={QR_SIZE}>
          {t('patientView.qrCaption')}
        </Text>
      </Stack>
    </Paper>
  );
}

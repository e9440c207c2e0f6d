import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { Box, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { QRCodeSVG as QRCodeSvgType } from 'qrcode.react';

// Only from `sm` up, so a phone never downloads the QR encoder.
const QRCodeSVG = lazy(() =>
  import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })),
);
/** Mantine's `sm` breakpoint (48em), where visibleFrom="sm" shows the panel. */
const FROM_SM = '(min-width: 48em)';

/** SPEC §9: QR size 150, quiet zone 10, error correction M. */
export const QR_SIZE = 150;
const QR_MARGIN = 10;

/** What the QR encoder is given, the same in the SPA and in the server's render. */
export function qrCodeProps(address: string, label: string): ComponentProps<typeof QRCodeSvgType> {
  return {
    value: address,
    size: QR_SIZE,
    level: 'M',
    bgColor: '#ffffff',
    fgColor: '#000000',
    title: label,
    role: 'img',
    'aria-label': label,
  };
}

/**
 * The panel around the QR code, shown from `sm` up: SPEC §2 hides it on small screens (a phone
 * is the scanner, not the thing scanned).
 */
export function QrCodePanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xs" radius="md" visibleFrom="sm" w="fit-content">
      <Stack gap={4} align="center">
        {/* The quiet zone stays white in dark mode too, or scanners miss the code. */}
        <Box bg="#ffffff" p={QR_MARGIN} lh={0}>
          {/* The box keeps the code's size while it loads. */}
          <Box w={QR_SIZE} h={QR_SIZE}>
            {children}
          </Box>
        </Box>
        <Text size="xs" c="dimmed" maw={QR_SIZE}>
          {t('patientView.qrCaption')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The QR code of this page's own address, for a colleague to scan from the screen. */
export function PatientQrCode({ address }: { address: string }) {
  const { t } = useTranslation();
  const isShown = useMediaQuery(FROM_SM);
  if (!isShown) return null;
  return (
    <QrCodePanel>
      <Suspense fallback={null}>
        <QRCodeSVG {...qrCodeProps(address, t('patientView.qrCode'))} />
      </Suspense>
    </QrCodePanel>
  );
}

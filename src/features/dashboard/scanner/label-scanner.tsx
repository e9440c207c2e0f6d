import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Loader, Stack, Text } from '@mantine/core';
import { IconCameraOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { patientIdOfScan } from '@/lib/scan-target';
import { createQrDecoder } from './qr-decoder';

type ScanStatus = 'starting' | 'scanning' | 'denied' | 'noCamera';

/** How often a frame is read: often enough to feel instant, rarely enough to spare a battery. */
const FRAME_INTERVAL_MS = 150;

interface LabelScannerProps {
  /** A label of this deployment was read: open its patient (stable across renders). */
  onPatient: (patientId: string) => void;
}

function failureOf(error: unknown): ScanStatus {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'noCamera';
}

/**
 * The camera's picture and a loop that reads QR codes from it. Only a label of this deployment
 * opens anything; another code gets a message and the camera keeps looking. The camera stops as
 * soon as a label is read or the scanner closes.
 */
export function LabelScanner({ onPatient }: LabelScannerProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<ScanStatus>('starting');
  const [isForeign, setIsForeign] = useState(false);

  useEffect(() => {
    let isStopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopCamera = () => stream?.getTracks().forEach((track) => track.stop());

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) return setStatus('noCamera');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        if (!isStopped) setStatus(failureOf(error));
        return;
      }
      const video = videoRef.current;
      if (isStopped || !video) return stopCamera();
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const decode = await createQrDecoder();
      if (isStopped) return;
      setStatus('scanning');
      const readFrame = async () => {
        const text = await decode(video).catch(() => null);
        if (isStopped) return;
        const patientId = text === null ? null : patientIdOfScan(text);
        if (patientId) {
          isStopped = true;
          stopCamera();
          onPatient(patientId);
          return;
        }
        if (text !== null) setIsForeign(true);
        timer = setTimeout(() => void readFrame(), FRAME_INTERVAL_MS);
      };
      void readFrame();
    }

    void start();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      stopCamera();
    };
  }, [onPatient]);

  if (status === 'denied' || status === 'noCamera') {
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconCameraOff size={20} aria-hidden />}
        title={t(
          status === 'denied' ? 'dashboard.scan.deniedTitle' : 'dashboard.scan.noCameraTitle',
        )}
      >
        <Stack gap="xs">
          <Text size="sm">
            {t(status === 'denied' ? 'dashboard.scan.denied' : 'dashboard.scan.noCamera')}
          </Text>
          <Text size="sm" fw={600}>
            {t('dashboard.scan.phoneCamera')}
          </Text>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      <Text>{t('dashboard.scan.aim')}</Text>
      <Box
        pos="relative"
        bg="dark.9"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          aspectRatio: '4 / 3',
        }}
      >
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('dashboard.scan.video')}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        {status === 'starting' && (
          <Stack pos="absolute" inset={0} align="center" justify="center" gap="xs" c="white">
            <Loader color="white" size="md" aria-hidden />
            <Text c="white">{t('dashboard.scan.starting')}</Text>
          </Stack>
        )}
      </Box>
      <div role="status">
        {isForeign && (
          <Alert color="red" variant="light">
            {t('dashboard.scan.foreign')}
          </Alert>
        )}
      </div>
    </Stack>
  );
}

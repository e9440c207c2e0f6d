import { useEffect } from 'react';
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { matchPath, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { uuidSchema } from '@contract/common';
import { labelShortCode } from '@contract/labels';
import { paths } from '@contract/paths';

interface OfflineScreenProps {
  /** The patient of the label the responder opened, when there is one. */
  patientId?: string;
  /** A whole page (its own main landmark), or the body of a page that already has one. */
  asPage?: boolean;
  /** Tries again; by default the page reloads, which asks the network first. */
  onRetry?: () => void;
}

const reload = () => window.location.reload();

/**
 * How long the signal must have been back before the screen tries again. A network that has just
 * returned often drops the first requests; and an `online` event can come while a navigation is
 * under way (seen when the network's emulation is re-applied on one): retrying at once then
 * reloaded this page over the navigation, which never arrived. Waiting lets the new page replace
 * this one first, and its timer goes with it.
 */
export const RETRY_AFTER_ONLINE_MS = 2000;

/**
 * No network: what the responder needs to carry on without Lifeline. The label's short code
 * (the text printed under its QR) ties the screen to the paper kit, which holds the same record.
 * When the browser says the network is back, it tries again by itself (issue 22), a moment later.
 */
export function OfflineScreen({ patientId, asPage = false, onRetry = reload }: OfflineScreenProps) {
  const { t } = useTranslation();
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    const cancel = () => clearTimeout(pending);
    // Only when the browser still says it is online by then: an `online` event can come while it
    // is not, and a reload would only show this screen again.
    const handleOnline = () => {
      cancel();
      pending = setTimeout(() => {
        if (navigator.onLine) onRetry();
      }, RETRY_AFTER_ONLINE_MS);
    };
    window.addEventListener('online', handleOnline);
    window.addEventListener('offline', cancel);
    return () => {
      cancel();
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('offline', cancel);
    };
  }, [onRetry]);
  const code = patientId ? labelShortCode(patientId) : null;
  const body = (
    <Stack gap="lg" align="stretch">
      <Stack gap="xs">
        <IconWifiOff size={40} aria-hidden="true" stroke={1.75} />
        <Title order={1}>{t('offline.title')}</Title>
        <Text size="lg">{t('offline.message')}</Text>
      </Stack>
      {code && (
        <Paper withBorder p="md">
          <Text size="sm" fw={600} c="dimmed">
            {t('offline.labelCode')}
          </Text>
          <Text
            data-testid="offline-label-code"
            ff="monospace"
            fw={700}
            style={{ fontSize: '2rem', letterSpacing: '0.1em', overflowWrap: 'anywhere' }}
          >
            {code}
          </Text>
        </Paper>
      )}
      <Text size="lg" fw={600}>
        {t('offline.paperKit')}
      </Text>
      <Stack gap="xs" align="flex-start">
        <Text>{t('offline.retryHint')}</Text>
        <Button size="lg" onClick={onRetry}>
          {t('offline.retry')}
        </Button>
      </Stack>
    </Stack>
  );
  if (!asPage) return body;
  return (
    <Container component="main" size="xs" py="xl">
      {body}
    </Container>
  );
}

/**
 * The label's patient id from the address itself: the boundary showing this screen may be a
 * layout's (its guard failed first, before the patient route's own loader), whose params stop
 * above `:patientId`. Which loader fails first depends on timing, so the code must not.
 */
function labelPatientId(pathname: string): string | undefined {
  const id = matchPath(paths.patient.pattern, pathname)?.params.patientId;
  return uuidSchema.safeParse(id).success ? id : undefined;
}

/** The offline screen of a route that could not load: the label's code when it is a patient's. */
export function OfflineRouteScreen() {
  const { patientId } = useParams();
  const { pathname } = useLocation();
  return <OfflineScreen patientId={patientId ?? labelPatientId(pathname)} asPage />;
}

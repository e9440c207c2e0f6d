import { useEffect, useState } from 'react';
import { Alert } from '@mantine/core';
import { IconClockX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { loginQuery } from '@contract/paths';
import { clearSessionEnded, isSessionEnded } from '../session-ended';

/**
 * On the login page after the server ended the member's session mid-use, or when the server sent
 * a request with an ended session's cookie here (`?sessionEnded`: a label URL opened directly).
 */
export function SessionEndedNotice() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [shown] = useState(() => isSessionEnded() || searchParams.has(loginQuery.sessionEnded));
  useEffect(() => clearSessionEnded, []);
  if (!shown) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      role="status"
      mb="md"
      icon={<IconClockX aria-hidden />}
      title={t('sessions.ended.title')}
    >
      {t('sessions.ended.message')}
    </Alert>
  );
}

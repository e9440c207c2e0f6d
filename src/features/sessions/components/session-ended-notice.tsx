import { useEffect, useState } from 'react';
import { Alert } from '@mantine/core';
import { IconClockX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { clearSessionEnded, isSessionEnded } from '../session-ended';

/** On the login page after the server ended the member's session mid-use. */
export function SessionEndedNotice() {
  const { t } = useTranslation();
  const [shown] = useState(isSessionEnded);
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

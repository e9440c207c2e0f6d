import { Alert, Button, Center, Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface QueryFailureProps {
  message: string;
  onRetry?: () => void;
}

/** A page whose data could not be read: SPEC §8's message and a Retry button. */
export function QueryFailure({ message, onRetry }: QueryFailureProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={message}>
      {onRetry && (
        <Group mt="xs">
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}

/** A page still reading its data. */
export function QueryLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

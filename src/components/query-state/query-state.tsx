import { Alert, Anchor, Button, Center, Group, Loader, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { readFailure } from '@/lib/query-errors';

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

/** A read the role may not make: asking again cannot help, so there is no Retry. */
export function QueryNoAccess() {
  const { t } = useTranslation();
  return <Alert color="yellow" variant="light" role="alert" title={t('common.noAccess')} />;
}

export interface NotFoundTarget {
  /** e.g. 'This hospital does not exist.' */
  message: string;
  /** The list to go back to, and the link's text. */
  listPath: string;
  listLabel: string;
}

/** A record that does not exist: say so, and lead back to its list. */
export function RecordNotFound({ message, listPath, listLabel }: NotFoundTarget) {
  return (
    <Alert color="gray" variant="light" role="alert" title={message}>
      <Text size="sm">
        <Anchor component={Link} to={listPath}>
          {listLabel}
        </Anchor>
      </Text>
    </Alert>
  );
}

interface RecordQueryErrorProps {
  error: unknown;
  /** SPEC §8's fetch failure text, for failures a Retry may fix. */
  failedMessage: string;
  onRetry: () => void;
  notFound: NotFoundTarget;
}

/** A record page's failed read: not found, no access, or a failure with Retry. */
export function RecordQueryError({
  error,
  failedMessage,
  onRetry,
  notFound,
}: RecordQueryErrorProps) {
  switch (readFailure(error)) {
    case 'notFound':
      return <RecordNotFound {...notFound} />;
    case 'forbidden':
      return <QueryNoAccess />;
    default:
      return <QueryFailure message={failedMessage} onRetry={onRetry} />;
  }
}

/**
 * A resource whose record pages use its SPEC texts `<group>.fetchFailed` and
 * `<group>.notFound.message` / `.backToList`, and whose list is at `/<resource>`. The text group
 * is the resource's name, except for members (`/users`), whose texts are `userDetail.*`.
 */
const recordTextGroups = {
  hospitals: 'hospitals',
  physicians: 'physicians',
  users: 'userDetail',
} as const;
export type RecordResource = keyof typeof recordTextGroups;

interface RecordReadErrorProps {
  /** The failed read of the record. */
  query: { error: unknown; refetch: () => unknown };
  resource: RecordResource;
}

/** RecordQueryError with the resource's own texts, for its view and edit pages. */
export function RecordReadError({ query, resource }: RecordReadErrorProps) {
  const { t } = useTranslation();
  const group = recordTextGroups[resource];
  return (
    <RecordQueryError
      error={query.error}
      failedMessage={t(`${group}.fetchFailed`)}
      onRetry={() => void query.refetch()}
      notFound={{
        message: t(`${group}.notFound.message`),
        listPath: `/${resource}`,
        listLabel: t(`${group}.notFound.backToList`),
      }}
    />
  );
}

interface ListQuery {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A table's error props: the no-access text without Retry for a 403, else the list's failure
 * text with Retry.
 */
export function listFailureProps(
  list: ListQuery,
  failedMessage: string,
  noAccessMessage: string,
): { errorMessage: string | null; onRetry?: () => void } {
  if (!list.isError) return { errorMessage: null };
  if (readFailure(list.error) === 'forbidden') return { errorMessage: noAccessMessage };
  return { errorMessage: failedMessage, onRetry: () => void list.refetch() };
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

import { useEffect } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { SEARCH_DEBOUNCE_MS } from '@/lib/ui-constants';

/**
 * Builds the query for one search term. Its queryFn should hand the query's AbortSignal to
 * fetch, so a search that is overtaken by newer typing is cancelled.
 */
export type OptionsQueryFactory<T, K extends QueryKey = QueryKey> = (
  term: string,
) => UseQueryOptions<T[], Error, T[], K>;

export type OptionSearchStatus = 'idle' | 'searching' | 'results' | 'none';

export interface OptionSearch<T> {
  status: OptionSearchStatus;
  results: readonly T[];
}

/**
 * The search behind pickers and choosers: waits for a pause in typing, asks the server, and
 * raises SPEC §8's red 'Error' / 'Issue with fetching data from server' toast on failure.
 */
export function useOptionSearch<T, K extends QueryKey>(
  getOptionsQuery: OptionsQueryFactory<T, K>,
  text: string,
  isActive: boolean,
): OptionSearch<T> {
  const { t } = useTranslation();
  const typed = isActive ? text.trim() : '';
  const [term] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const query = useQuery({ ...getOptionsQuery(term), enabled: term !== '' });
  const { errorUpdatedAt } = query;

  useEffect(() => {
    if (errorUpdatedAt > 0) {
      notifyError(t('common.picker.fetchError'), { title: t('common.error') });
    }
  }, [errorUpdatedAt, t]);

  if (typed === '') return { status: 'idle', results: [] };
  if (term !== typed || query.isPending || query.isFetching) {
    return { status: 'searching', results: query.data ?? [] };
  }
  if (query.isError) return { status: 'none', results: [] };
  const results = query.data ?? [];
  return { status: results.length > 0 ? 'results' : 'none', results };
}

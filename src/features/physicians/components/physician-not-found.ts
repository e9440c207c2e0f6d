import type { TFunction } from 'i18next';
import type { NotFoundTarget } from '@/components/query-state/query-state';

/** What the physician view and edit pages show for an id that is no physician. */
export function physicianNotFound(t: TFunction<'common'>): NotFoundTarget {
  return {
    message: t('physicians.notFound.message'),
    listPath: '/physicians',
    listLabel: t('physicians.notFound.backToList'),
  };
}

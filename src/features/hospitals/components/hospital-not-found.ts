import type { TFunction } from 'i18next';
import type { NotFoundTarget } from '@/components/query-state/query-state';

/** What the hospital view and edit pages show for an id that is no hospital. */
export function hospitalNotFound(t: TFunction<'common'>): NotFoundTarget {
  return {
    message: t('hospitals.notFound.message'),
    listPath: '/hospitals',
    listLabel: t('hospitals.notFound.backToList'),
  };
}

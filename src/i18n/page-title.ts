import type { TFunction } from 'i18next';
import type { PathName } from '@contract/paths';

/**
 * A page's document title in the current language, 'Patients — Lifeline': each page of the paths
 * table (contract/src/paths.ts) has its `pageTitle.<name>` in every language. Read by the SPA's
 * root layout (src/app/page-title.ts) and the server-rendered label page (src/ssr).
 */
export function pageTitle(t: TFunction, page: PathName | null): string {
  const appName = t('common.appName');
  return page === null ? appName : `${t(`pageTitle.${page}`)} — ${appName}`;
}

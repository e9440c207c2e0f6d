import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type PathName } from '@contract/paths';
import { pageTitle } from '@/i18n/page-title';

/** What router.tsx puts in each page's route handle. */
export interface PageHandle {
  page: PathName;
}

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  'page' in handle &&
  typeof handle.page === 'string' &&
  Object.hasOwn(paths, handle.page);

/** The page the router matched: the deepest route that names one. */
export function matchedPage(matches: readonly { handle: unknown }[]): PathName | null {
  return matches.map((match) => match.handle).findLast(isPageHandle)?.page ?? null;
}

/** Issue 22: the document's title names the page the router matched, in the member's language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const title = pageTitle(t, matchedPage(useMatches()));
  useEffect(() => {
    document.title = title;
  }, [title]);
}

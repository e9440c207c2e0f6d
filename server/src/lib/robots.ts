import { paths } from '@contract/paths';

/**
 * Issue 22: crawlers may read the landing page only. Every other page is for members, and a
 * patient's page holds a patient's data: `Allow: /$` is the landing page alone (the major crawlers
 * read `$` as the end of the path), `Disallow: /` the rest.
 */
export const ROBOTS_TXT = ['User-agent: *', 'Allow: /$', 'Disallow: /', ''].join('\n');

/** What a patient's page says to a crawler that reaches it anyway (a link from elsewhere). */
export const NO_INDEX = 'noindex, nofollow';

/** `/patients` and every page under it: the list, a label page, the editor, the labels page. */
export function isPatientPage(path: string): boolean {
  const list = paths.patients.href();
  return path === list || path.startsWith(`${list}/`);
}

/** An HTML page with `<meta name="robots">` saying NO_INDEX, for readers of the markup. */
export function withNoIndexMeta(html: string): string {
  return html.replace('</head>', () => `<meta name="robots" content="${NO_INDEX}"></head>`);
}

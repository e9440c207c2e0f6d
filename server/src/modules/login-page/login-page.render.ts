import { LABEL_PAGE_SCRIPT_ENTRY } from '@contract/label-page';
import {
  LOGIN_PAGE_SSR_MODULE,
  LOGIN_PAGE_STYLE_ENTRY,
  SERVER_PAGE_ATTRIBUTE,
  SPA_ENTRY_ATTRIBUTE,
  SPA_STYLESHEET_ATTRIBUTE,
  type LoginPageInput,
  type LoginPageRender,
} from '@contract/login-page';
import { pageTranslations } from '../../lib/page-language';
import { loadServerRender, parseManifest } from '../../lib/server-render';

/** The server render of the login page: the markup inside `#root`. */
export interface LoginPageRenderer {
  renderLoginPage: (input: LoginPageInput) => LoginPageRender;
}

/**
 * The server render from the build, imported once at start; null when the build has none (a
 * server test without a build, a checkout before `npm run build`): /login is then the SPA.
 */
export async function loadLoginPageRenderer(staticDir: string): Promise<LoginPageRenderer | null> {
  const renderLoginPage = await loadServerRender<LoginPageRenderer['renderLoginPage']>(
    staticDir,
    LOGIN_PAGE_SSR_MODULE,
    'renderLoginPage',
  );
  return renderLoginPage && { renderLoginPage };
}

/** What the page links besides the SPA's own files, from Vite's manifest. */
export interface LoginPageAssets {
  /** src/ssr/login-page.css: Mantine's base and the page's components. */
  stylesheet: string;
  /** The label page's classic script: the colour scheme before the first paint. */
  script: string;
}

export function loginPageAssets(manifestText: string | null): LoginPageAssets | null {
  const manifest = parseManifest(manifestText);
  const style = manifest?.[LOGIN_PAGE_STYLE_ENTRY];
  const script = manifest?.[LABEL_PAGE_SCRIPT_ENTRY];
  return style && script ? { stylesheet: `/${style.file}`, script: `/${script.file}` } : null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const SPA_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const SPA_STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * The SPA's index.html with the server's render in `#root`: `<html lang>` in the page's
 * language, the page's own stylesheet and the colour-scheme script before the title, and the
 * SPA's stylesheets loaded without blocking the first paint (media="print" until the SPA takes
 * over, src/app/server-page.ts). The SPA's entry becomes a prefetch (as are its
 * chunks: fetched while the network is idle, after the page's own files), started by the page script
 * at the visitor's first input (SPA_ENTRY_ATTRIBUTE). Null when index.html does not have the
 * expected shape.
 */
export function composeLoginPage(
  spaHtml: string,
  render: LoginPageRender,
  language: string,
  assets: LoginPageAssets,
  reportMissingKeys: boolean,
): string | null {
  const report = reportMissingKeys
    ? ` data-missing-keys="${escapeHtml(JSON.stringify(render.missingKeys))}"`
    : '';
  const entry = SPA_ENTRY.exec(spaHtml)?.[1];
  if (entry === undefined) return null;
  const steps: [RegExp, string][] = [
    [SPA_ENTRY, `<link rel="prefetch" as="script" crossorigin href="${entry}">`],
    [
      /<html lang="[^"]*">/,
      `<html lang="${escapeHtml(language)}" data-mantine-color-scheme="light"${report}>`,
    ],
    [
      /<title>[^<]*<\/title>/,
      `<script src="${escapeHtml(assets.script)}"></script>` +
        `<link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}">` +
        `<title>${escapeHtml(render.title)}</title>`,
    ],
    [
      /<div id="root"><\/div>/,
      `<div id="root" ${SERVER_PAGE_ATTRIBUTE}="login" ${SPA_ENTRY_ATTRIBUTE}="${entry}">${render.body}</div>`,
    ],
  ];
  let html = spaHtml;
  for (const [pattern, replacement] of steps) {
    if (!pattern.test(html)) return null;
    html = html.replace(pattern, () => replacement);
  }
  return (
    html
      // Fetched while the network is idle, after the page's own files: the page paints first.
      .replace(
        MODULE_PRELOAD,
        (_tag, href: string) => `<link rel="prefetch" as="script" crossorigin href="${href}">`,
      )
      .replace(
        SPA_STYLESHEET,
        (_tag, href: string) =>
          `<link rel="stylesheet" crossorigin href="${href}" media="print" ${SPA_STYLESHEET_ATTRIBUTE}>`,
      )
  );
}

/** The language the visitor reads and its translations, English standing in for missing keys. */
export async function loginPageInput(
  language: string,
  readTranslations: (language: string) => Promise<Record<string, unknown> | null>,
  reportMissingKeys: boolean,
): Promise<LoginPageInput | null> {
  const page = await pageTranslations(readTranslations, language);
  return page && { ...page, reportMissingKeys };
}

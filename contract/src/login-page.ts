/**
 * [ours] The login page rendered on the server (issue #22, decision 012): `/login` for a visitor
 * (server/src/modules/login-page, src/ssr/login-page.tsx), handed over to the SPA once it has
 * started. What the server, the SPA, the build and bench/ must agree on is written once here.
 */

/** The server render's source, an SSR entry of `npm run build` (vite.config.ts). */
export const LOGIN_PAGE_SSR_SOURCE = 'src/ssr/login-page.tsx';

/** Where `npm run build` writes the server render, under the static root (dist/). */
export const LOGIN_PAGE_SSR_MODULE = 'ssr/login-page.js';

/** The entry of the page's own small stylesheet: its key in Vite's manifest. */
export const LOGIN_PAGE_STYLE_ENTRY = 'src/ssr/login-page.css';

/** The name of that entry in the build (vite.config.ts): `assets/login-page-<hash>.css`. */
export const LOGIN_PAGE_STYLE_NAME = 'login-page';

/** `<div id="root" data-server-page>`: the SPA hands over a page the server rendered. */
export const SERVER_PAGE_ATTRIBUTE = 'data-server-page';

/**
 * `<div id="root" data-spa-entry="/assets/index-….js">`: the SPA's entry, which the page script
 * (src/ssr/page-script.ts) starts at the visitor's first input (a key, a tap, a click, typing
 * or autofill), not before: until then the page runs no script but its own, and its first
 * seconds stay free for the phone. Its files are preloaded meanwhile.
 */
export const SPA_ENTRY_ATTRIBUTE = 'data-spa-entry';

/** `<link rel="stylesheet" media="print" data-spa-stylesheet>`: the SPA's own, not yet applied. */
export const SPA_STYLESHEET_ATTRIBUTE = 'data-spa-stylesheet';

/** The SPA's route modules a visit to /login runs (src/app/router.tsx): bench/ weighs them. */
export const LOGIN_ROUTE_MODULES = [
  'src/app/routes/auth-layout.tsx',
  'src/app/routes/login.tsx',
] as const;

/** What the server hands the server render (`renderLoginPage` of src/ssr/login-page.tsx). */
export interface LoginPageInput {
  /** The UI language the page is written in. */
  language: string;
  /** common.json by language: the page's language, and English for keys it lacks. */
  translations: Record<string, Record<string, unknown>>;
  /** Test rigs only (REPORT_MISSING_KEYS): as the label page's. */
  reportMissingKeys?: boolean;
  /**
   * [ours] Issue 25: the address's query (`?redirect=/patients/<id>` on a label's way in), so the
   * first paint has "Emergency access" beside Log in, as the SPA's page then has.
   */
  search?: string;
}

/** The render: the markup inside `#root`, the page's title, and (test rigs) missing keys. */
export interface LoginPageRender {
  body: string;
  title: string;
  missingKeys: string[];
}

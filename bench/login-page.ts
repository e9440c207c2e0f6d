// The server-rendered login page (src/ssr/login-page.tsx, issue #22) as a production build
// serves it to a visitor: the render composed into the build's index.html as the server does
// (server/src/modules/login-page). The route budget and bench/route-js.ts read its script tags.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOGIN_PAGE_SSR_MODULE, LOGIN_PAGE_SSR_SOURCE } from '../contract/src/login-page';
import {
  composeLoginPage,
  loginPageAssets,
  type LoginPageRenderer,
} from '../server/src/modules/login-page/login-page.render';

const root = join(import.meta.dirname, '..');
// Computed: bench's tsconfig does not check the SPA's source (JSX, DOM).
const ssrSource = join(root, LOGIN_PAGE_SSR_SOURCE);

/** The login page's HTML for a build in `distDir` (its server render, else the source's). */
export async function renderLoginPage(distDir: string): Promise<string> {
  const read = (file: string) => readFileSync(join(distDir, file), 'utf8');
  const assets = loginPageAssets(read('.vite/manifest.json'));
  if (!assets) throw new Error(`the build in ${distDir} names no login page stylesheet`);
  const built = join(distDir, LOGIN_PAGE_SSR_MODULE);
  const { renderLoginPage: render } = (await import(
    /* @vite-ignore */ existsSync(built) ? pathToFileURL(built).href : ssrSource
  )) as LoginPageRenderer;
  const english = JSON.parse(read('locales/en/common.json')) as Record<string, unknown>;
  const html = composeLoginPage(
    read('index.html'),
    render({ language: 'en', translations: { en: english } }),
    'en',
    assets,
    false,
  );
  if (html === null) throw new Error("the build's index.html does not take the login page");
  return html;
}

import type { FastifyPluginAsync } from 'fastify';
import { loginQuery, paths } from '@contract/paths';
import { compressedHtml } from '../../lib/compressed-html';
import { pageLanguage, translationReader } from '../../lib/page-language';
import { sendNotBuilt, type SpaIndexReader } from '../../plugins/spa-index';
import { SESSION_COOKIE } from '../auth/sessions.service';
import {
  composeLoginPage,
  loadLoginPageRenderer,
  loginPageAssets,
  loginPageInput,
  type LoginPageRenderer,
} from './login-page.render';

export interface LoginPageOptions {
  /** The built SPA's index.html, shared with the SPA fallback (plugins/static.ts). */
  readIndex: SpaIndexReader;
  /**
   * The server render; undefined: the build's (dist/ssr/login-page.js) when it exists; null:
   * none, /login is the SPA.
   */
  renderer?: LoginPageRenderer | null;
}

/**
 * `?app` asks for the SPA's own login page (tests compare the two with it); `?sessionEnded` (a
 * label URL opened with an ended session's cookie) gets it too, so "Your session has ended"
 * shows at once: the server's page holds only the form, and that notice is the SPA route's.
 */
const wantsSpa = (url: string) => {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  return query.has('app') || query.has(loginQuery.sessionEnded);
};

/**
 * The login page, `GET /login` (issue #22, decision 012): for a visitor, the SPA's own layout
 * and form rendered on the server into the SPA's index.html, so the form shows before the SPA
 * has loaded; the SPA then takes the page over. A request with a session cookie gets the SPA's
 * index.html as before (it sends a signed-in member on), and so does any failure to render.
 */
export const loginPageRoutes: FastifyPluginAsync<LoginPageOptions> = async (app, options) => {
  const root = app.config.staticDir;
  const renderer =
    options.renderer === undefined
      ? await loadLoginPageRenderer(root).catch((error: unknown) => {
          app.log.warn({ err: error }, '/login is served by the SPA: no server render');
          return null;
        })
      : options.renderer;
  const readTranslations = translationReader(root);

  async function rendered(url: string, language: string, spaHtml: string, manifest: string | null) {
    if (!renderer || wantsSpa(url)) return null;
    const assets = loginPageAssets(manifest);
    const input = await loginPageInput(language, readTranslations, app.config.reportMissingKeys);
    if (!assets || !input) return null;
    const query = url.indexOf('?');
    const render = renderer.renderLoginPage({
      ...input,
      search: query === -1 ? '' : url.slice(query),
    });
    return composeLoginPage(
      spaHtml,
      render,
      input.language,
      assets,
      input.reportMissingKeys ?? false,
    );
  }

  app.get(paths.login.pattern, async (request, reply) => {
    const index = await options.readIndex();
    if (index === null) return sendNotBuilt(reply);
    reply.header('cache-control', 'no-store');
    if (request.cookies[SESSION_COOKIE] === undefined) {
      const html = await rendered(
        request.url,
        pageLanguage(request, null),
        index.html,
        index.manifest,
      ).catch((error: unknown) => {
        request.log.error({ err: error }, 'the login page could not be rendered on the server');
        return null;
      });
      if (html !== null) return reply.send(compressedHtml(request, reply, html));
    }
    return reply.type('text/html; charset=utf-8').send(index.html);
  });
};

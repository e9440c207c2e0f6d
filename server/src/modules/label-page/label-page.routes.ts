import type { FastifyPluginAsync } from 'fastify';
import { uuidSchema } from '@contract/common';
import { loginHref, paths } from '@contract/paths';
import { clearSessionCookie } from '../auth/sessions.service';
import { compressedHtml } from '../../lib/compressed-html';
import { NO_INDEX, withNoIndexMeta } from '../../lib/robots';
import { sendNotBuilt, type SpaIndex, type SpaIndexReader } from '../../plugins/spa-index';
import { labelPageAssets, routePreloadLinks, type LabelPageAssets } from './label-page.assets';
import { labelPageDataReader, pageDataBlock } from './label-page.data';
import {
  labelPageRenderer,
  loadLabelPageRenderer,
  type LabelPageRenderer,
  wantsSpaPage,
} from './label-page.render';

export interface LabelPageOptions {
  /** The built SPA's index.html, shared with the SPA fallback (plugins/static.ts). */
  readIndex: SpaIndexReader;
  /**
   * The server render; undefined: the build's (dist/ssr/label-page.js) when it exists; null:
   * none, label pages are the SPA.
   */
  renderer?: LabelPageRenderer | null;
}

/** What a build gives the label page: the SPA shell with its route preloaded, and its assets. */
interface BuiltPage {
  from: SpaIndex;
  spaHtml: string;
  /** What the server-rendered page links; null without a manifest that names them. */
  assets: LabelPageAssets | null;
}

/** An id no Lifeline label holds (labels carry UUIDs, API.md §2.3). */
const isNotALabelId = (id: string) => !uuidSchema.safeParse(id).success;

/** `?app` asks for the SPA's own label page (tests compare the two with it). */
const asksForApp = (url: string) => new URLSearchParams(url.split('?')[1] ?? '').has('app');

/**
 * The label page, `GET /patients/<id>`: the address a label's QR code holds (issue 13). With a
 * session that may view patients, rendered on the server from the SPA's own view components;
 * else, and for admins (their page holds the access history), the SPA with the route's chunks
 * preloaded and the data (already read and audited) in the page. A cookie whose session has
 * ended is sent to the login page with the notice that says so (issue 22).
 */
export const labelPageRoutes: FastifyPluginAsync<LabelPageOptions> = async (app, options) => {
  const root = app.config.staticDir;
  const readData = labelPageDataReader(app);
  const renderer =
    options.renderer === undefined
      ? await loadLabelPageRenderer(root).catch((error: unknown) => {
          // E.g. a static root outside the checkout, where its packages do not resolve.
          app.log.warn({ err: error }, 'label pages are served by the SPA: no server render');
          return null;
        })
      : options.renderer;
  const render = renderer ? labelPageRenderer(app, renderer, root) : null;

  let built: BuiltPage | null = null;
  async function builtPage(): Promise<BuiltPage | null> {
    const index = await options.readIndex();
    if (index === null) return null;
    if (built?.from === index) return built;
    const preloads = routePreloadLinks(index.manifest);
    const spaHtml = withNoIndexMeta(index.html.replace('</head>', () => `${preloads}</head>`));
    built = { from: index, spaHtml, assets: labelPageAssets(index.manifest) };
    return built;
  }

  app.get<{ Params: { patientId: string } }>(paths.patient.pattern, async (request, reply) => {
    // The labels page shares the pattern's shape: it is the SPA's, served by the fallback.
    if (paths.patient.href(request.params.patientId) === paths.labels.href()) {
      return reply.callNotFound();
    }
    const page = await builtPage();
    if (page === null) return sendNotBuilt(reply);
    // A patient's page is never indexed, whoever asks (lib/robots.ts).
    reply.header('cache-control', 'no-store').header('x-robots-tag', NO_INDEX);
    // Not a label's address (issue 22): a 404, with the SPA, which says so and offers a way on.
    if (isNotALabelId(request.params.patientId)) {
      return reply.code(404).type('text/html; charset=utf-8').send(withNoIndexMeta(page.from.html));
    }
    const read = await readData(request, request.params.patientId).catch((error: unknown) => {
      // The page still works without its data: the SPA asks the API as usual.
      request.log.warn({ err: error }, 'the label page was served without its data');
      return null;
    });
    if (read && 'sessionEnded' in read) {
      // Signed out elsewhere, or expired: the login page says the session has ended (the SPA's
      // own guard would send a plain login), then comes back here.
      clearSessionCookie(reply, app.config.cookieSecure);
      return reply.redirect(loginHref(request.url, { sessionEnded: true }), 302);
    }
    const data = read;
    const rendersHere = data && !wantsSpaPage(data.actor) && !asksForApp(request.url);
    if (rendersHere && render && page.assets) {
      const rendered = await render(request, data, page.assets).catch((error: unknown) => {
        request.log.error({ err: error }, 'the label page could not be rendered on the server');
        return null;
      });
      if (rendered !== null) return reply.send(compressedHtml(request, reply, rendered));
    }
    const block = data ? pageDataBlock(data) : '';
    const html = page.spaHtml.replace('</body>', () => `${block}</body>`);
    return reply.type('text/html; charset=utf-8').send(html);
  });

  // The editor's address is the SPA's (the fallback serves it), but one with an id no label
  // holds is a 404 too, with the SPA's screen that says so.
  app.get<{ Params: { patientId: string } }>(paths.patientEdit.pattern, async (request, reply) => {
    if (!isNotALabelId(request.params.patientId)) return reply.callNotFound();
    const index = await options.readIndex();
    if (index === null) return sendNotBuilt(reply);
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', NO_INDEX)
      .type('text/html; charset=utf-8')
      .send(withNoIndexMeta(index.html));
  });
};

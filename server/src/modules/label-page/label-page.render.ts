import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '@contract/permissions';
import { LABEL_PAGE_SSR_MODULE, type LabelPageInput } from '@contract/label-page';
import { paths } from '@contract/paths';
import { pageLanguage, pageTranslations, translationReader } from '../../lib/page-language';
import { loadServerRender } from '../../lib/server-render';
import { users } from '../users/users.table';
import type { LabelPageAssets } from './label-page.assets';
import type { LabelPageData } from './label-page.data';

/** The server render of the label page: the whole document, or null when it cannot render. */
export interface LabelPageRenderer {
  renderLabelPage: (input: LabelPageInput) => string | null;
}

/**
 * The server render from the build, imported once at start; null when the build has none (a
 * server test without a build, a checkout before `npm run build`): label pages are then the SPA.
 */
export async function loadLabelPageRenderer(staticDir: string): Promise<LabelPageRenderer | null> {
  const renderLabelPage = await loadServerRender<LabelPageRenderer['renderLabelPage']>(
    staticDir,
    LABEL_PAGE_SSR_MODULE,
    'renderLabelPage',
  );
  return renderLabelPage && { renderLabelPage };
}

/**
 * Who gets the SPA's label page although the server could render it: those who may read the
 * audit trail (admins), whose page carries the record's access history, a table the server's
 * page leaves out. Their label page is the SPA with its data in the page, as before.
 */
export function wantsSpaPage(actor: LabelPageData['actor']): boolean {
  return can(actor, 'audit.list');
}

const personName = (parts: {
  firstName: string | null;
  middleName?: string | null;
  lastName: string | null;
}) => [parts.firstName, parts.middleName, parts.lastName].filter(Boolean).join(' ');

/**
 * Renders the label page from the data the data reader has read (and audited): the
 * member's language and its translations, who last updated the patient (as the SPA shows it:
 * roles that may list patients see the name, others only their own), and the built assets.
 * Null when it cannot: the caller then sends the SPA shell.
 */
export function labelPageRenderer(
  app: FastifyInstance,
  renderer: LabelPageRenderer,
  staticDir: string,
) {
  const readTranslations = translationReader(staticDir);
  return async (
    request: FastifyRequest,
    data: LabelPageData,
    assets: LabelPageAssets,
  ): Promise<string | null> => {
    const page = await pageTranslations(
      readTranslations,
      pageLanguage(request, data.actor.uiLanguage ?? null),
    );
    if (page === null) return null;
    const patient = JSON.parse(data.patient) as { updatedById?: string | null };
    const authorId = patient.updatedById ?? null;
    let updatedBy: string | null = null;
    if (authorId !== null && authorId === data.actor.id) updatedBy = personName(data.actor) || null;
    else if (authorId !== null && can(data.actor, 'patient.list')) {
      const [author] = await app.db
        .select({
          firstName: users.firstName,
          middleName: users.middleName,
          lastName: users.lastName,
        })
        .from(users)
        .where(eq(users.id, authorId))
        .limit(1);
      updatedBy = (author && personName(author)) || null;
    }
    return renderer.renderLabelPage({
      user: data.user,
      patient,
      collectPhi: app.config.collectPhi,
      address: `${app.config.baseUrl.replace(/\/$/, '')}${paths.patient.href(data.patientId)}`,
      language: page.language,
      translations: page.translations,
      updatedBy,
      assets,
      reportMissingKeys: app.config.reportMissingKeys,
    });
  };
}

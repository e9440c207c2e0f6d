// Issue 22: every page has its own document title ('Patients — Lifeline'), in the member's
// language, from the page's name in its route handle (router.tsx) and pageTitle.<name>.
import { waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { UI_LANGUAGES } from '@contract/ui-languages';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { createTestI18n } from '@/testing/i18n';
import { renderApp } from '@/testing/render';
import { matchedPage } from './page-title';
import { appRoutes } from './router';

/** Every page route of the tree (its leaves) with the page its handle names. */
function leaves(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => (route.children?.length ? leaves(route.children) : [route]));
}

const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/common.json', {
  eager: true,
  import: 'default',
});
const pageTitles = (language: string) =>
  (files[`../../public/locales/${language}/common.json`]?.pageTitle ?? {}) as Record<
    string,
    unknown
  >;

describe('document titles', () => {
  it('names a page in every route of the router, each page of the paths table once', () => {
    const named = leaves(appRoutes).map((route) => matchedPage([{ handle: route.handle }]));
    expect(named).not.toContain(null);
    expect([...named].sort()).toEqual(Object.keys(paths).sort());
  });

  it.each(UI_LANGUAGES)('has a title for every page of the paths table in %s', (language) => {
    const titles = pageTitles(language);
    expect(Object.keys(titles).sort()).toEqual(Object.keys(paths).sort());
    for (const title of Object.values(titles)) expect(title).toMatch(/\S/);
  });

  it("titles the page the router matched: 'Patients — Lifeline'", async () => {
    db.signIn(buildUser('STAFF'));
    const { router } = await renderApp('/patients');
    await waitFor(() => expect(document.title).toBe('Patients — Lifeline'));
    await router.navigate(paths.hospitals.href());
    await waitFor(() => expect(document.title).toBe('Hospitals — Lifeline'));
    await router.navigate('/no-such-page');
    await waitFor(() => expect(document.title).toBe('Page Does Not Exist — Lifeline'));
  });

  it("titles the page in the member's language, and follows a change of language", async () => {
    const i18n = createTestI18n();
    i18n.addResourceBundle('es', 'common', files['../../public/locales/es/common.json'] ?? {});
    await i18n.changeLanguage('es');
    const { router } = await renderApp('/login', { i18n });
    await waitFor(() => expect(document.title).toBe('Iniciar sesión — Lifeline'));
    await router.navigate(paths.passwordForgot.href());
    await waitFor(() => expect(document.title).toBe('Olvidé mi contraseña — Lifeline'));
    await i18n.changeLanguage('en');
    await waitFor(() => expect(document.title).toBe('Forgot Password — Lifeline'));
  });
});

// The login page (/login) rendered on the server for a visitor: built by `vite build --ssr`
// into dist/ssr/login-page.js, imported once by the server (server/src/modules/login-page).
// The SPA's own layout and form as static markup, shown at once with a small stylesheet while
// the SPA loads; the SPA then renders the same page over it, keeping what was typed
// (src/app/server-page.ts). See docs/login-page.md and decision 012.
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { LoginPageInput, LoginPageRender } from '@contract/login-page';
import { paths } from '@contract/paths';
import { AuthLayout } from '@/components/auth-layout';
import { LanguagePickerOverride } from '@/components/language-picker/language-picker-override';
import {
  EmergencyAccessLink,
  emergencyAccessTarget,
} from '@/features/auth/components/emergency-access-link';
import { LoginForm } from '@/features/auth/components/login-form';
import { REDIRECT_PARAM } from '@/lib/auth-guards';
import { pageTitle } from '@/i18n/page-title';
import { cssVariablesResolver, DEFAULT_COLOR_SCHEME, theme } from '@/app/theme';
import { LanguageDisclosure } from './language-disclosure';
import { i18nFor, reportMissingKeysTo } from './page-i18n';

export type { LoginPageInput, LoginPageRender };

const ignore = () => undefined;

/** The markup of `#root` for /login, in the input's language. */
export function renderLoginPage(input: LoginPageInput): LoginPageRender {
  const reporting = input.reportMissingKeys === true;
  const i18n = i18nFor(input.language, input.translations, reporting);
  const missing: string[] = [];
  reportMissingKeysTo(reporting ? missing : null);
  const search = input.search ?? '';
  const emergencyTo = emergencyAccessTarget(new URLSearchParams(search).get(REDIRECT_PARAM));
  try {
    const body = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <MantineProvider
            theme={theme}
            cssVariablesResolver={cssVariablesResolver}
            defaultColorScheme={DEFAULT_COLOR_SCHEME}
          >
            {/* The header's picker works before the SPA starts: the page script runs it. */}
            <LanguagePickerOverride.Provider value={<LanguageDisclosure />}>
              <StaticRouter location={`${paths.login.href()}${search}`}>
                <Routes>
                  <Route element={<AuthLayout />}>
                    <Route
                      path={paths.login.pattern}
                      element={
                        <>
                          <LoginForm onSuccess={ignore} />
                          {emergencyTo && <EmergencyAccessLink to={emergencyTo} />}
                        </>
                      }
                    />
                  </Route>
                </Routes>
              </StaticRouter>
            </LanguagePickerOverride.Provider>
          </MantineProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    return { body, title: pageTitle(i18n.t, 'login'), missingKeys: [...new Set(missing)] };
  } finally {
    reportMissingKeysTo(null);
  }
}

import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { SERVER_PAGE_ATTRIBUTE } from '@contract/login-page';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/focus-ring.css';
import './app/touch-targets.css';
import './app/languages.css';
import { createI18n } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app/app';
import { endRevokedSession } from './app/auth-resolved';
import { seedFromPageData } from './app/page-data';
import { AppProviders } from './app/providers';
import { endSessionAfter401 } from './app/session-end';
import { createAppRouter } from './app/router';
import { registerServiceWorkerAfterLoad } from './app/pwa/schedule';

async function start() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');
  const i18n = await createI18n();
  // A 401 from any data query means the server ended the session (expiry, revocation):
  // forget the user and let the guards send them to /login.
  const queryClient = createQueryClient({
    onUnauthorized: (from) => endSessionAfter401(queryClient, router, from),
  });
  // A label page may carry its user and patient: the first paint then needs no API call.
  seedFromPageData(queryClient);
  const router = createAppRouter({ createRouter: createBrowserRouter, queryClient });
  // A page the server rendered (/login) stays until the SPA can show the same page over it;
  // then the SPA's first render is that page (not the start-up loader), synchronous, in the
  // task that read what was typed, so no key pressed in between is lost. The hand-over's code
  // loads only on such a page.
  const isHandOver =
    rootElement.hasAttribute(SERVER_PAGE_ATTRIBUTE) &&
    (await (await import('./app/server-page')).handOverServerPage(rootElement, router));
  const root = createRoot(rootElement);
  const render = () =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} i18n={i18n}>
          <App router={router} onAuthResolved={endRevokedSession} isHandOver={isHandOver} />
        </AppProviders>
      </StrictMode>,
    );
  if (isHandOver) flushSync(render);
  else render();
  registerServiceWorkerAfterLoad(i18n.t.bind(i18n));
}

void start();

// The one script of the server-rendered label page (src/ssr/label-page.tsx), loaded as a
// classic script in its <head>: a few hundred bytes, no imports, no framework.
// - The colour scheme before the first paint: the SPA's choice (Mantine's localStorage key),
//   else the system's, following the system as it changes (as Mantine's 'auto' does).
// - The header's toggle switches it and stores the choice where the SPA reads it.
// - Log out ends the session (GET /api/v1/auth/logout, as the SPA does) and opens /login.
// - A language chosen in the header's picker: the `lng` cookie the item carries (the SPA's
//   detector writes the same), saved on the profile (PATCH /api/v1/users/me, a failure ignored),
//   then the page reloads, rendered by the server in that language.
// - Escape, or a click elsewhere, closes the header's disclosures (menu, Alerts, language).
// - After load, the service worker is registered, so a first visit installs the offline shell.
// - The server-rendered login page (issue #22): the SPA's entry starts at the visitor's first
//   input, and the SPA then takes the page over (src/app/server-page.ts).
import './label-page.css';

// A classic script shares the page's global scope: everything stays inside this function.
(() => {
  /** Mantine's localStorageColorSchemeManager key (src/app/providers.tsx uses the default). */
  const SCHEME_KEY = 'mantine-color-scheme-value';
  const root = document.documentElement;
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)');

  function storedScheme(): string | null {
    try {
      return window.localStorage.getItem(SCHEME_KEY);
    } catch {
      return null;
    }
  }

  function applyScheme(): void {
    const stored = storedScheme();
    const scheme =
      stored === 'light' || stored === 'dark' ? stored : systemDark.matches ? 'dark' : 'light';
    root.setAttribute('data-mantine-color-scheme', scheme);
    const toggle = document.querySelector<HTMLElement>('[data-color-scheme-toggle]');
    const label = toggle?.getAttribute(`data-label-${scheme}`);
    if (toggle && label) toggle.setAttribute('aria-label', label);
  }

  applyScheme();
  systemDark.addEventListener('change', applyScheme);
  document.addEventListener('DOMContentLoaded', applyScheme);

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    for (const open of document.querySelectorAll('details[open]'))
      if (!target || !open.contains(target)) open.removeAttribute('open');
    const choice = target?.closest<HTMLButtonElement>('[data-ui-language]');
    if (choice) {
      if (choice.hasAttribute('aria-current')) {
        choice.closest('details')?.removeAttribute('open');
        return;
      }
      choice.disabled = true;
      document.cookie = choice.getAttribute('data-cookie') ?? '';
      const reload = () => window.location.reload();
      // The login page's visitor has no profile to save it on (and a 401 would be a console
      // error): the cookie alone carries the choice.
      if (document.getElementById('root')?.hasAttribute('data-spa-entry')) return reload();
      fetch('/api/v1/users/me', {
        method: 'PATCH',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ uiLanguage: choice.getAttribute('data-ui-language') }),
      }).then(reload, reload);
      return;
    }
    if (target?.closest('[data-color-scheme-toggle]')) {
      const next = root.getAttribute('data-mantine-color-scheme') === 'dark' ? 'light' : 'dark';
      try {
        window.localStorage.setItem(SCHEME_KEY, next);
      } catch {
        // Private mode without storage: the choice holds for this page only.
      }
      root.setAttribute('data-mantine-color-scheme', next);
      applyScheme();
      return;
    }
    const signOut = target?.closest<HTMLButtonElement>('[data-sign-out]');
    if (signOut) {
      signOut.disabled = true;
      const toLogin = () => window.location.replace('/login');
      fetch('/api/v1/auth/logout', { credentials: 'same-origin' }).then(toLogin, toLogin);
    }
  });

  // Escape closes the open disclosure (a <details>), as it closes the SPA's drawer and menus;
  // focus inside it goes back to its button.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of document.querySelectorAll('details[open]')) {
      const hadFocus = menu.contains(document.activeElement);
      menu.removeAttribute('open');
      if (hadFocus) menu.querySelector<HTMLElement>('summary')?.focus();
    }
  });

  // The login page names the SPA's entry on #root (contract/src/login-page.ts).
  const INPUTS = ['keydown', 'pointerdown', 'touchstart', 'input', 'change'];
  function startSpa(): void {
    const entry = document.getElementById('root')?.getAttribute('data-spa-entry');
    if (!entry) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  }
  // The header's language disclosure works without the SPA (above): opening it or choosing in
  // it must not start the SPA, whose render over the page would close it under the visitor's
  // finger, so the first tap on the language button opens the list (issue #22).
  function onFirstInput(event: Event): void {
    if (event.target instanceof Element && event.target.closest('details')) return;
    for (const type of INPUTS) document.removeEventListener(type, onFirstInput, true);
    startSpa();
  }
  for (const type of INPUTS) document.addEventListener(type, onFirstInput, true);

  window.addEventListener('load', () => {
    if ('serviceWorker' in navigator)
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
})();

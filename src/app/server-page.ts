import type { DataRouter } from 'react-router';
import { SERVER_PAGE_ATTRIBUTE, SPA_STYLESHEET_ATTRIBUTE } from '@contract/login-page';
import { keepLoginHandover } from '@/features/auth/login-handover';

/**
 * The hand-over of a page the server rendered (issue #22: /login for a visitor, decision 012).
 * The server's copy stays on screen, usable, until the SPA can show the same page: the router
 * has run the page's loaders and loaded its modules, and the SPA's own stylesheets (loaded
 * beside the page without blocking its paint) apply. What was typed is kept for the SPA's form.
 * Resolves at once, false, for a page the server did not render; else true, and the caller
 * renders at once, in the same task.
 */
export async function handOverServerPage(root: HTMLElement, router: DataRouter): Promise<boolean> {
  const page = root.getAttribute(SERVER_PAGE_ATTRIBUTE);
  if (page === null) return false;
  await Promise.all([routerReady(router), spaStylesheets()]);
  if (page === 'login') keepLoginHandover(root);
  return true;
}

function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    const isReady = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (isReady()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (!isReady()) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Applies the SPA's stylesheets the server linked as media="print", once each has loaded. */
function spaStylesheets(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>(`link[${SPA_STYLESHEET_ATTRIBUTE}]`);
  return Promise.all(
    [...links].map(
      (link) =>
        new Promise<void>((resolve) => {
          const apply = () => {
            link.media = 'all';
            resolve();
          };
          if (link.sheet) return apply();
          link.addEventListener('load', apply, { once: true });
          // A failed stylesheet must not keep the SPA from starting.
          link.addEventListener('error', apply, { once: true });
        }),
    ),
  );
}

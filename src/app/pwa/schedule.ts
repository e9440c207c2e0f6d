import type { TFunction } from 'i18next';

/**
 * Registers the service worker once the page has loaded, through a dynamic import: nothing of
 * it is on the critical path of the first paint. Production builds only (the dev server has no
 * worker), and only where the browser has service workers.
 */
export function registerServiceWorkerAfterLoad(t: TFunction): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('./register-service-worker').then(({ registerServiceWorker }) =>
      registerServiceWorker(t),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

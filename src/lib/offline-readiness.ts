import { useEffect, useState } from 'react';

/**
 * [ours] Whether this device can open Lifeline without a signal (issue 22, docs/offline.md):
 * `ready` once a service worker is active (its install pre-cached the app shell), `preparing`
 * until then, `unavailable` where the browser has no service workers (or the page is not
 * served over HTTPS).
 */
export type OfflineReadiness = 'ready' | 'preparing' | 'unavailable';

function initialReadiness(): OfflineReadiness {
  if (!('serviceWorker' in navigator)) return 'unavailable';
  return navigator.serviceWorker.controller ? 'ready' : 'preparing';
}

export function useOfflineReadiness(): OfflineReadiness {
  const [readiness, setReadiness] = useState(initialReadiness);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let isCurrent = true;
    // Resolves once a worker of this scope is active: never while none is registered.
    void navigator.serviceWorker.ready.then(() => {
      if (isCurrent) setReadiness('ready');
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return readiness;
}

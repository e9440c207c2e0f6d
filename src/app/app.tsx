import { useContext, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { getI18n, I18nContext } from 'react-i18next';
import type { DataRouter, Location, To } from 'react-router';
import type { User } from '@contract/users';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { endSession, meQueryOptions } from '@/features/auth/api/auth.queries';
import { applyProfileLanguage } from './profile-language';

/**
 * Runs once the session user is known, with that user (or null) and the current location.
 * It may return where to go instead (history is replaced). If it throws, the user is logged out.
 */
export type AuthResolvedHandler = (
  user: User | null,
  location: Location,
) => To | null | undefined | void;

interface AppProps {
  router: DataRouter;
  onAuthResolved?: AuthResolvedHandler;
  /**
   * The page the server rendered is on screen and the router has already resolved it, the
   * session with it (src/app/server-page.ts): the first render is that page, not the loader.
   * A loader in between took the form away from under the visitor for a moment, and the keys
   * typed meanwhile with it (issue #22).
   */
  isHandOver?: boolean;
}

/**
 * Start-up: a full-screen loader while GET /users/me answers, then the caller's redirect
 * handler. A handed-over page shows at once; the handler still runs once the session is read.
 */
export function App({ router, onAuthResolved, isHandOver = false }: AppProps) {
  const queryClient = useQueryClient();
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const [isReady, setIsReady] = useState(isHandOver);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    async function resolveSession() {
      // Offline: the router's guards meet the same failure and show the offline screen.
      const user = await queryClient.fetchQuery(meQueryOptions()).catch(() => undefined);
      if (user === undefined) return;
      // The member's saved language before the first page, so it never shows in another first.
      await applyProfileLanguage(i18n, user?.uiLanguage);
      try {
        const target = onAuthResolved?.(user, router.state.location);
        if (target) await router.navigate(target, { replace: true });
      } catch {
        await endSession(queryClient).catch(() => undefined);
        await router.revalidate();
      }
    }
    void resolveSession().finally(() => setIsReady(true));
  }, [queryClient, router, onAuthResolved, i18n]);

  if (!isReady) return <FullScreenLoader />;
  return <RouterProvider router={router} />;
}

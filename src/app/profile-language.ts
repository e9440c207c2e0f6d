import { useContext, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';
import type { UiLanguage } from '@contract/ui-languages';
import type { User } from '@contract/users';
import { authKeys, useCurrentUser } from '@/features/auth/api/auth.queries';
import { chooseLanguage } from '@/i18n';

/**
 * Issue 14: a member's saved UI language wins over the cookie and the browser, on page load and
 * at sign-in (null, or a server without the field: the device's language stays).
 */
export async function applyProfileLanguage(i18n: I18n, saved: UiLanguage | null | undefined) {
  if (!saved || saved === i18n.language) return;
  await chooseLanguage(i18n, saved).catch(() => undefined);
}

/**
 * Follows the session user: when a member signs in (or another one does), their saved language
 * applies. Later changes of the field come from this device's own choices (picker, profile),
 * which have switched the language already: applying them again could undo a newer choice.
 */
export function useProfileLanguage(): void {
  // The provider's instance: useTranslation's i18n changes identity with the language.
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id;
  useEffect(() => {
    if (userId === undefined) return;
    const user = queryClient.getQueryData<User | null>(authKeys.me());
    void applyProfileLanguage(i18n, user?.uiLanguage);
  }, [i18n, queryClient, userId]);
}

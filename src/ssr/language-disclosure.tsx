import { Box, Paper, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageButton } from '@/components/language-picker/language-button';
import { currentUiLanguage, LANGUAGE_ENDONYMS, SUPPORTED_LANGUAGES } from '@/i18n/config';
import { languageCookie } from '@/i18n/language-detector';

/** Class names src/ssr/label-page.css styles; page-script.ts reads the items' attributes. */
export const LANGUAGE_CLASS = 'label-page-language';
export const LANGUAGE_PANEL_CLASS = 'label-page-language-panel';
export const LANGUAGE_ITEM_CLASS = 'label-page-language-item';

/**
 * Issue 14's header language picker on the server-rendered label page: the SPA's button (globe,
 * 'Language: English', 44 px) as the summary of a native <details>, and the six languages in
 * their own names (each with `lang`), the current one ticked and marked current. Choosing one is
 * the page script's: it writes the `lng` cookie given here (the SPA's detector writes the same),
 * saves the choice on the profile (PATCH /users/me) and reloads, and the server renders the page
 * in the new language. Without script the items do nothing, like the SPA's.
 */
export function LanguageDisclosure() {
  const { t, i18n } = useTranslation();
  const current = currentUiLanguage(i18n.language);
  return (
    <Box component="details" className={LANGUAGE_CLASS}>
      <LanguageButton component="summary" />
      <Paper
        withBorder
        shadow="md"
        p={4}
        className={LANGUAGE_PANEL_CLASS}
        role="group"
        aria-label={t('language.label')}
      >
        {SUPPORTED_LANGUAGES.map((language) => {
          const isCurrent = language === current;
          return (
            <UnstyledButton
              key={language}
              className={LANGUAGE_ITEM_CLASS}
              lang={language}
              aria-current={isCurrent ? 'true' : undefined}
              data-ui-language={language}
              data-cookie={languageCookie(language)}
            >
              <span>{LANGUAGE_ENDONYMS[language]}</span>
              {isCurrent ? <IconCheck size={16} aria-hidden /> : null}
            </UnstyledButton>
          );
        })}
      </Paper>
    </Box>
  );
}

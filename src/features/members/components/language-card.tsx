import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { uiLanguageSchema, type UiLanguage } from '@contract/ui-languages';
import type { User } from '@contract/users';
import { chooseLanguage } from '@/i18n';
import { LANGUAGE_ENDONYMS, SUPPORTED_LANGUAGES } from '@/i18n/config';
import { useSaveUiLanguage } from '../api/members.queries';
import { ProfileCard } from './profile-card';

/** The select's value for "no choice saved": the browser's languages decide. */
const FOLLOW_BROWSER = 'browser';

/**
 * Issue 14: the member's language of Lifeline, kept on the profile for every device (the
 * header's picker saves the same field). Applies at once, like the picker.
 */
export function LanguageCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const save = useSaveUiLanguage();
  const value = user.uiLanguage ?? FOLLOW_BROWSER;
  const choose = async (next: string) => {
    const parsed = uiLanguageSchema.safeParse(next);
    const language: UiLanguage | null = parsed.success ? parsed.data : null;
    await chooseLanguage(i18n, language);
    save.mutate(language);
  };
  return (
    <ProfileCard id="profile-language" title={t('language.profile.title')}>
      <NativeSelect
        label={t('language.label')}
        description={t('language.profile.description')}
        value={value}
        onChange={(event) => void choose(event.currentTarget.value)}
        maw={320}
      >
        <option value={FOLLOW_BROWSER}>{t('language.profile.followBrowser')}</option>
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_ENDONYMS[language]}
          </option>
        ))}
      </NativeSelect>
    </ProfileCard>
  );
}

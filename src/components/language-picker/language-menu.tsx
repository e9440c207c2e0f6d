import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '@contract/ui-languages';
import { chooseLanguage } from '@/i18n';
import { currentUiLanguage, LANGUAGE_ENDONYMS, SUPPORTED_LANGUAGES } from '@/i18n/config';
import { LanguageButton } from './language-button';

export interface LanguageMenuProps {
  /** After the UI has switched (a member's choice is then saved on their profile). */
  onChosen?: (language: UiLanguage) => void;
}

/**
 * The language menu: each language in its own name and script (`lang` on each, for screen
 * readers and the CJK fonts), the current one ticked and marked current. Arrow keys move, Enter chooses, Escape
 * closes (Mantine's menu); each item is 44 px tall.
 */
export function LanguageMenu({ onChosen }: LanguageMenuProps) {
  const { i18n } = useTranslation();
  const current = currentUiLanguage(i18n.language);
  const choose = async (language: UiLanguage) => {
    if (language === current) return;
    await chooseLanguage(i18n, language);
    onChosen?.(language);
  };
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <LanguageButton />
      </Menu.Target>
      {/* Named by its button, 'Language: English'. */}
      <Menu.Dropdown>
        {SUPPORTED_LANGUAGES.map((language) => {
          const isCurrent = language === current;
          return (
            <Menu.Item
              key={language}
              lang={language}
              // Mantine's items are menuitems (no radio role): the current one is marked current.
              aria-current={isCurrent ? 'true' : undefined}
              mih={44}
              rightSection={isCurrent ? <IconCheck size={16} aria-hidden /> : null}
              onClick={() => void choose(language)}
            >
              {LANGUAGE_ENDONYMS[language]}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

import type { ComponentPropsWithoutRef } from 'react';
import { Box, Button, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentUiLanguage, LANGUAGE_ENDONYMS } from '@/i18n/config';

type LanguageButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** `summary`: the <details> disclosure of the server-rendered label page (src/ssr). */
    component?: 'button' | 'summary';
  };

/**
 * The header's language control: an icon, and from `sm` up the current language in its own name.
 * Named 'Language: English' (the visible name is part of it); 44 px tall in the header.
 */
export function LanguageButton({ className, component = 'button', ...props }: LanguageButtonProps) {
  const { t, i18n } = useTranslation();
  const current = currentUiLanguage(i18n.language);
  const name = LANGUAGE_ENDONYMS[current];
  return (
    <Button
      component={component}
      variant="subtle"
      px="xs"
      // 44 px in the visitors' header too (src/app/touch-targets.css).
      className={className ? `touch-target ${className}` : 'touch-target'}
      aria-label={t('language.picker', { language: name })}
      leftSection={<IconLanguage size={18} aria-hidden />}
      {...props}
    >
      <Box component="span" visibleFrom="sm" lang={current}>
        {name}
      </Box>
    </Button>
  );
}

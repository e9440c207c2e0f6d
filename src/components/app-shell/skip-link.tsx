import type { MouseEvent } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './skip-link.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key: jumps past the header and navigation to the page's content.
 * Focus is moved by hand; following the fragment would let the router treat it as a navigation.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Button component="a" href={`#${MAIN_CONTENT_ID}`} className="skip-link" onClick={handleClick}>
      {t('layout.skipToContent')}
    </Button>
  );
}

import { lazy, Suspense, useContext } from 'react';
import { LanguageButton } from './language-button';
import type { LanguageMenuProps } from './language-menu';
import { LanguagePickerOverride } from './language-picker-override';

// The menu (a popover) loads after the page, as the Alerts menu does: a label's first paint
// does not wait for it. Until then the same button shows, so the header keeps its shape.
const LanguageMenu = lazy(() =>
  import('./language-menu').then((module) => ({ default: module.LanguageMenu })),
);

/** Issue 14: the header's language picker (signed-in and visitors' headers). */
export function LanguagePicker(props: LanguageMenuProps) {
  const override = useContext(LanguagePickerOverride);
  if (override) return override;
  return (
    <Suspense fallback={<LanguageButton />}>
      <LanguageMenu {...props} />
    </Suspense>
  );
}

import { createContext, type ReactNode } from 'react';

/**
 * A page the server renders without the SPA (src/ssr/login-page.tsx) puts its own language
 * picker here: the label page's native <details> disclosure, which the page script runs, so a
 * visitor can change the language before the SPA has started (issue #22). Null in the SPA.
 */
export const LanguagePickerOverride = createContext<ReactNode>(null);

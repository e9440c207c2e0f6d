import {
  createTheme,
  Notification,
  type CSSVariablesResolver,
  type MantineColorScheme,
} from '@mantine/core';

/** Follows the OS setting until the user picks a scheme with the header toggle. */
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'auto';

/** One theme for both schemes: Mantine derives the dark palette from the same colours. */
export const theme = createTheme({
  primaryColor: 'red',
  // Shade 9 keeps white button text and red links above WCAG AA contrast on white.
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  // A member whose device asks for less motion (prefers-reduced-motion) gets no transitions:
  // sections, dialogs and menus open at once (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    // A titled notification greys its message (gray-6, 3.3:1 on white); body text colour keeps AA.
    Notification: Notification.extend({
      styles: { description: { color: 'var(--mantine-color-text)' } },
    }),
  },
});

/**
 * Mantine's defaults for secondary text and field errors fall below 4.5:1 contrast in both
 * schemes; these keep them readable (WCAG 2 AA).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    // The active sidebar link under the pointer: red-9 on red-2 is 3.75:1, on red-0 above 5:1.
    '--mantine-color-red-light-hover': 'var(--mantine-color-red-0)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});

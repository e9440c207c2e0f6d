import type { AppShellProps } from '@mantine/core';

/**
 * The signed-in pages' frame: a 60 px header and a 260 px sidebar that folds into the menu below
 * `sm`. The SPA's layout and the server-rendered label page (src/ssr) both use it, so the page
 * the server sends and the SPA's that replaces it stand in the same place.
 */
export const APP_SHELL_LAYOUT = {
  header: { height: 60 },
  navbar: { width: 260, breakpoint: 'sm', collapsed: { mobile: true } },
  padding: 'md',
} as const satisfies AppShellProps;

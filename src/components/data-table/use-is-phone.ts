import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * True below Mantine's `sm` breakpoint. Read on the first render (the SPA is never rendered on a
 * server), so a phone gets its layout at once with no flash of the desktop one.
 */
export function useIsPhone(): boolean {
  const { breakpoints } = useMantineTheme();
  return useMediaQuery(`not all and (min-width: ${breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
}

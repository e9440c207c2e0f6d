import { useEffect, useRef, useState } from 'react';

/**
 * Focuses an editor field by its form path ('basic.firstName'), or else the first invalid field
 * of its section. The section may still be opening (its content hidden until its transition
 * starts): it tries again for a moment until the field takes the focus, and renders in between
 * do not cancel it. Returns the function that asks for the focus.
 */
export function useFieldFocus(): (path: string) => void {
  const [focusRequest, setFocusRequest] = useState(0);
  const focusPath = useRef<string | null>(null);
  const focusTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(focusTimer.current), []);
  useEffect(() => {
    const path = focusPath.current;
    if (!path) return;
    focusPath.current = null;
    const section = path.split('.')[0] ?? '';
    let attempts = 0;
    const tryFocus = () => {
      const node = document.querySelector<HTMLElement>(
        `[data-path="${path}"], [data-section="${section}"] [aria-invalid="true"]`,
      );
      node?.focus();
      attempts += 1;
      if (document.activeElement !== node && attempts < 20) {
        focusTimer.current = setTimeout(tryFocus, 25);
      }
    };
    clearTimeout(focusTimer.current);
    tryFocus();
  }, [focusRequest]);

  return (path: string) => {
    focusPath.current = path;
    setFocusRequest((n) => n + 1);
  };
}

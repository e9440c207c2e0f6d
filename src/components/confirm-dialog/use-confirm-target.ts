import { useState } from 'react';

/**
 * What a confirmation is about (e.g. the row to delete). Closing keeps the target, so the
 * dialog's text still names it while the closing transition plays.
 */
export function useConfirmTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  return {
    target,
    isOpen,
    open: (next: T) => {
      setTarget(next);
      setIsOpen(true);
    },
    close: () => setIsOpen(false),
  };
}

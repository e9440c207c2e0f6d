import { useState } from 'react';

/** A question's state: what it is about, and whether it is open. */
export interface ConfirmTarget<T> {
  target: T | null;
  isOpen: boolean;
  open: (next: T) => void;
  close: () => void;
}

/**
 * What a confirmation is about (e.g. the row to delete). Closing keeps the target, so the
 * dialog's text still names it while the closing transition plays.
 */
export function useConfirmTarget<T>(): ConfirmTarget<T> {
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

/**
 * What a hook that acts after a Yes returns: `ask(target)` opens the question, Yes runs `act` on
 * the target with `settled` (which closes the dialog: call it when the action has settled), and
 * `dialogProps` go on a ConfirmDialog, which is busy while `isConfirming`.
 */
export function confirmDialogProps<T>(
  confirm: ConfirmTarget<T>,
  act: (target: T, settled: () => void) => void,
  isConfirming: boolean,
) {
  return {
    ask: confirm.open,
    target: confirm.target,
    dialogProps: {
      opened: confirm.isOpen,
      onConfirm: () => {
        if (confirm.target !== null) act(confirm.target, confirm.close);
      },
      onCancel: confirm.close,
      isConfirming,
    },
  };
}

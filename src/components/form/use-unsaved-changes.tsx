import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';

export interface UnsavedChangesGuard {
  /** Runs `close` at once when nothing changed; otherwise asks first and runs it on Yes. */
  confirm: (close: () => void) => void;
  /** Call before leaving after a successful save: that navigation is not questioned. */
  release: () => void;
  /** True while the question is open (the form's modal should not also react to Escape). */
  isAsking: boolean;
  /** The question, to render beside the form. */
  dialog: ReactNode;
}

/**
 * SPEC §2's unsaved-changes question for a changed form, whichever way it is left: Cancel,
 * Escape or the close button (through `confirm`), a link or the browser's back button (React
 * Router's blocker), and reload or closing the tab (the browser's own beforeunload prompt).
 */
export function useUnsavedChanges(isDirty: boolean): UnsavedChangesGuard {
  const { t } = useTranslation();
  const isReleased = useRef(false);
  const [pendingClose, setPendingClose] = useState<(() => void) | null>(null);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !isReleased.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return undefined;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isReleased.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);

  const confirm = useCallback(
    (close: () => void) => {
      if (!isDirty) {
        close();
        return;
      }
      // Ask once the key or click that asked has finished: the question's own Escape handler,
      // attached as it opens, would otherwise receive the same Escape and close it at once.
      setTimeout(() => setPendingClose(() => close), 0);
    },
    [isDirty],
  );
  const release = useCallback(() => {
    isReleased.current = true;
  }, []);

  const isBlocked = blocker.state === 'blocked';
  const handleYes = () => {
    if (isBlocked) blocker.proceed();
    const close = pendingClose;
    setPendingClose(null);
    // The answer was Yes: a Cancel that navigates away is not asked about a second time.
    if (close) isReleased.current = true;
    close?.();
  };
  const handleNo = () => {
    if (isBlocked) blocker.reset();
    setPendingClose(null);
  };

  const isAsking = isBlocked || pendingClose !== null;
  return {
    confirm,
    release,
    isAsking,
    dialog: (
      <ConfirmDialog
        opened={isAsking}
        title={t('common.unsavedChanges.title')}
        message={t('common.unsavedChanges.message')}
        onConfirm={handleYes}
        onCancel={handleNo}
      />
    ),
  };
}

import { useCallback, useEffect, useRef } from 'react';
import { useLeaveCheck } from '@/lib/navigation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Asks before leaving a step with unsaved changes: in-app navigation shows a dialog, a
 * reload or closed tab gets the browser's own question. `allowNavigation()` lets the next
 * navigation through (after a save, before the form state has caught up).
 */
export function useUnsavedChanges(dirty: boolean) {
  const allowRef = useRef(false);
  const leave = useLeaveCheck((from, to) => {
    if (allowRef.current) {
      allowRef.current = false;
      return false;
    }
    return dirty && (from.pathname !== to.pathname || from.search !== to.search);
  });

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowNavigation = useCallback(() => {
    allowRef.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={leave.holding}
      title="Leave without saving?"
      confirmLabel="Leave without saving"
      cancelLabel="Stay on this step"
      confirmVariant="danger"
      onConfirm={leave.proceed}
      onClose={leave.stay}
    >
      The changes you made on this step are not saved yet.
    </ConfirmDialog>
  );

  return { allowNavigation, dialog };
}

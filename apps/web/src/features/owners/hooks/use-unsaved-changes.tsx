import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Asks before leaving a step with unsaved changes: in-app navigation (a link, `navigate()`, Back
 * and Forward) waits in React Router's blocker while a dialog asks, a reload or closed tab gets
 * the browser's own question. `allowNavigation()` lets the next navigation through (after a
 * save, before the form state has caught up).
 */
export function useUnsavedChanges(dirty: boolean) {
  const { t } = useLingui();
  const allowRef = useRef(false);
  const blocker = useBlocker(({ currentLocation: from, nextLocation: to }) => {
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
      open={blocker.state === 'blocked'}
      title={t`Leave without saving?`}
      confirmLabel={t`Leave without saving`}
      cancelLabel={t`Stay on this step`}
      confirmVariant="danger"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      <Trans>The changes you made on this step are not saved yet.</Trans>
    </ConfirmDialog>
  );

  return { allowNavigation, dialog };
}

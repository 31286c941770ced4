import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/**
 * Inside a SchemaForm of the console: while it holds changes not saved, leaving the page (Back,
 * a link of the menu) asks first, and closing or reloading the tab gets the browser's warning.
 */
export const LeaveGuard = () => {
  const { dirty, isSubmitting } = useFormikContext();
  const unsaved = dirty && !isSubmitting;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={<FormattedMessage id="unsavedChanges.title" />}
      description={<FormattedMessage id="unsavedChanges.text" />}
      dismissLabel={<FormattedMessage id="unsavedChanges.stay" />}
      confirmLabel={<FormattedMessage id="unsavedChanges.leave" />}
      destructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
};

import { useFormikContext } from 'formik';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/**
 * The console forms on screen holding changes not saved. The router heeds one blocker only (the
 * last one registered), so every guard's blocker asks about all of them: a page with several
 * forms (the profile, the locks) asks whichever of them was changed.
 */
const unsavedForms = new Set<object>();

/** For a form in a dialog: closing the dialog (Esc, ×, Back) with changes not saved asks first. */
export type CloseGuard = {
  unsaved: MutableRefObject<boolean>;
  asking: boolean;
  /** What the dialog's close does: closes, or asks first when the form holds changes. */
  request: () => void;
  stay: () => void;
  leave: () => void;
};

export const useCloseGuard = (onClose: () => void): CloseGuard => {
  const unsaved = useRef(false);
  const [asking, setAsking] = useState(false);
  return {
    unsaved,
    asking,
    request: () => (unsaved.current ? setAsking(true) : onClose()),
    stay: () => setAsking(false),
    leave: () => {
      setAsking(false);
      onClose();
    },
  };
};

/**
 * Inside a SchemaForm of the console: while it holds changes not saved, leaving the page (Back,
 * a link of the menu) asks first, and closing or reloading the tab gets the browser's warning.
 * With `close` (useCloseGuard), closing the dialog the form is in asks the same. Once saved (the
 * form reset to what was saved, or gone), nothing is asked.
 */
export const LeaveGuard = ({ close }: { close?: CloseGuard }) => {
  const { dirty, isSubmitting } = useFormikContext();
  const unsaved = dirty && !isSubmitting;
  const [self] = useState(() => ({}));
  const closeUnsaved = close?.unsaved;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedForms.size > 0 &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!unsaved) return;
    unsavedForms.add(self);
    if (closeUnsaved) closeUnsaved.current = true;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      unsavedForms.delete(self);
      if (closeUnsaved) closeUnsaved.current = false;
      window.removeEventListener('beforeunload', warn);
    };
  }, [unsaved, self, closeUnsaved]);

  const blocked = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      open={blocked || (close?.asking ?? false)}
      onOpenChange={(open) => {
        if (open) return;
        if (blocked) blocker.reset();
        close?.stay();
      }}
      title={<FormattedMessage id="unsavedChanges.title" />}
      description={<FormattedMessage id="unsavedChanges.text" />}
      dismissLabel={<FormattedMessage id="unsavedChanges.stay" />}
      confirmLabel={<FormattedMessage id="unsavedChanges.leave" />}
      destructive
      onConfirm={() => (blocked ? blocker.proceed() : close?.leave())}
    />
  );
};

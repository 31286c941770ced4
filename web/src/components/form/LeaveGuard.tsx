import { useFormikContext } from 'formik';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/**
 * The console forms on screen holding changes not saved, first changed first. The router heeds
 * one blocker only, so only the first of them blocks leaving the page: a page with several forms
 * (the profile, the locks) asks once, whichever of them was changed.
 */
const unsavedForms: object[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const firstUnsaved = () => unsavedForms[0] ?? null;

/** For a form in a dialog: closing the dialog (Esc, ×, Back) with changes not saved asks first. */
export type CloseGuard = {
  /** LeaveGuard tells whether the form holds changes not saved. */
  track: (unsaved: boolean) => void;
  asking: boolean;
  /** What the dialog's close does: closes, or asks first when the form holds changes. */
  request: () => void;
  stay: () => void;
  leave: () => void;
};

export const useCloseGuard = (onClose: () => void): CloseGuard => {
  const unsaved = useRef(false);
  const [asking, setAsking] = useState(false);
  const track = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);
  return {
    track,
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
 * For a page whose form another choice replaces (another item's Edit, another message, or none
 * on Cancel): with the form holding changes not saved, `switchTo` asks first. The form's
 * LeaveGuard takes `guard` as its `close`.
 */
export const useSwitchGuard = <T,>(apply: (next: T) => void) => {
  const next = useRef<{ value: T } | null>(null);
  const guard = useCloseGuard(() => next.current && apply(next.current.value));
  const switchTo = (value: T) => {
    next.current = { value };
    guard.request();
  };
  return { guard, switchTo };
};

type PromptProps = { open: boolean; onStay: () => void; onLeave: () => void };

/** "Leave without saving?": keep editing is the safe default. */
const LeavePrompt = ({ open, onStay, onLeave }: PromptProps) => (
  <ConfirmDialog
    open={open}
    onOpenChange={(stillOpen) => !stillOpen && onStay()}
    title={<FormattedMessage id="unsavedChanges.title" />}
    description={<FormattedMessage id="unsavedChanges.text" />}
    dismissLabel={<FormattedMessage id="unsavedChanges.stay" />}
    confirmLabel={<FormattedMessage id="unsavedChanges.leave" />}
    destructive
    onConfirm={onLeave}
  />
);

/** Mounted while some form holds changes: going to another page (a link, Back) asks first. */
const RouteLeavePrompt = () => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname ||
      currentLocation.search !== nextLocation.search,
  );
  return (
    <LeavePrompt
      open={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
};

/**
 * Inside a SchemaForm of the console: while it holds changes not saved, leaving the page (Back,
 * a link of the menu) asks first, and closing or reloading the tab gets the browser's warning.
 * With `close` (useCloseGuard), closing the dialog the form is in asks the same. A form saved
 * (reset to what was saved, or gone) asks nothing.
 */
export const LeaveGuard = ({ close }: { close?: CloseGuard }) => {
  const { dirty, isSubmitting } = useFormikContext();
  const unsaved = dirty && !isSubmitting;
  const [self] = useState(() => ({}));
  const first = useSyncExternalStore(subscribe, firstUnsaved);
  const track = close?.track;

  useEffect(() => {
    if (!unsaved) return;
    unsavedForms.push(self);
    changed();
    track?.(true);
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      unsavedForms.splice(unsavedForms.indexOf(self), 1);
      changed();
      track?.(false);
      window.removeEventListener('beforeunload', warn);
    };
  }, [unsaved, self, track]);

  return (
    <>
      {first === self ? <RouteLeavePrompt /> : null}
      {close ? <LeavePrompt open={close.asking} onStay={close.stay} onLeave={close.leave} /> : null}
    </>
  );
};

import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { readDraft, saveDraft } from '../../../lib/offline/offline-store';
import { useOutbox } from '../../../lib/offline/use-outbox';
import { useSaveGuestFormMutation } from '../api/guest-form-api';
import type { GuestFormPage, GuestLink } from '../api/guest-form-types';
import { linkStorageKey } from '../components/use-guest-link';
import { wizardValues, type WizardValues } from './step-values';
import { stepsMissing, stepsOf, type StepId } from './wizard-steps';

type Keys = { key?: unknown }[];

/** Keys the server gave additional guests since they were typed (their own links). */
const withServerKeys = (values: WizardValues, page: GuestFormPage): WizardValues => {
  const saved = (
    Array.isArray(page.form.additionalGuests) ? page.form.additionalGuests : []
  ) as Keys;
  const guests = values.guests.additionalGuests.map((guest, index) => {
    const key = saved[index]?.key;
    return !guest.key && typeof key === 'string' ? { ...guest, key } : guest;
  });
  return { ...values, guests: { additionalGuests: guests } };
};

/** Where a returning guest starts: the first step still lacking something, or the first. */
const resumeAt = (steps: StepId[], page: GuestFormPage): number => {
  if (page.message.kind === 'toForm') return 0;
  const lacking = stepsMissing(page.missing);
  const index = steps.findIndex((step) => lacking.has(step));
  return index < 0 ? steps.length - 1 : index;
};

/**
 * The guest form's state across its steps: the values (from the server, with what this device
 * kept and has not sent), the current and furthest steps, and the saves, which go through the
 * device's outbox so a dropped connection loses nothing.
 */
export const useWizard = (page: GuestFormPage, link: GuestLink) => {
  const steps = useMemo(() => stepsOf(page), [page]);
  const storageKey = linkStorageKey(link);
  const [values, setValues] = useState<WizardValues | null>(null);
  const [current, setCurrent] = useState(() => resumeAt(steps, page));
  const [reached, setReached] = useState(() =>
    page.message.kind === 'toForm' ? 0 : steps.length - 1,
  );
  const [save] = useSaveGuestFormMutation();
  const outbox = useOutbox(storageKey, (fields) =>
    save({ link, fields: { ...fields, submit: false } }).unwrap(),
  );

  useEffect(() => {
    let active = true;
    void readDraft(storageKey)
      .then((draft) => draft?.values as Partial<WizardValues> | undefined)
      .catch(() => undefined)
      // The step's form is the page's biggest render: in slices, not in one long task.
      .then((draft) => active && startTransition(() => setValues(wizardValues(page, draft))));
    return () => {
      active = false;
    };
    // The values start once from the page; later answers only bring the guests' keys.
  }, [storageKey]); // eslint-disable-line react-hooks/exhaustive-deps

  // What is typed is kept on this device as well, for a closed tab or a reload.
  useEffect(() => {
    if (values) void saveDraft(storageKey, values).catch(() => undefined);
  }, [values, storageKey]);

  /** A step's values, kept in memory (and so on this device). */
  const keep = useCallback(
    <Step extends keyof WizardValues>(step: Step, stepValues: WizardValues[Step]) =>
      setValues((now) => ({ ...(now ?? wizardValues(page)), [step]: stepValues })),
    [page],
  );
  // Later answers of the server bring the keys (own links) of guests added meanwhile.
  const shown = useMemo(() => values && withServerKeys(values, page), [values, page]);

  // Each step opened takes the focus to its heading, in the commit that shows it: a focus put
  // off to a later frame took it back from where a quick (or slowed) user had moved it since,
  // and the key they pressed there, as on "Add guest", was lost.
  const [opened, setOpened] = useState(0);
  useLayoutEffect(() => {
    if (opened > 0) document.querySelector<HTMLElement>('.step-heading')?.focus();
  }, [opened]);
  const open = useCallback((index: number) => {
    setCurrent(index);
    setReached((furthest) => Math.max(furthest, index));
    setOpened((count) => count + 1);
  }, []);

  return { steps, values: shown, current, reached, keep, open, outbox };
};

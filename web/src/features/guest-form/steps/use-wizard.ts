import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { readDraft, saveDraft } from '../../../lib/offline/offline-store';
import { useOutbox } from '../../../lib/offline/use-outbox';
import { useSaveGuestFormMutation } from '../api/guest-form-api';
import type { GuestFormPage, GuestLink } from '../api/guest-form-types';
import { linkStorageKey } from '../components/use-guest-link';
import { isKeptDraft, mergeServer, type KeptDraft } from './draft-merge';
import { cameFrom, pushStep, replaceStep, stepInAddress } from './step-address';
import { openableStep } from './step-validity';
import { wizardValues, type WizardValues } from './step-values';
import { flushDraft } from './StepForm';
import { stepsMissing, stepsOf, type StepId } from './wizard-steps';
import { useServerChanges } from './use-server-changes';

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

/**
 * Where a returning guest starts as the server sees the form: the first step still lacking
 * something, or the review; openableStep then stops earlier where this phone's values lack.
 */
const resumeAt = (steps: StepId[], page: GuestFormPage): number => {
  if (page.message.kind === 'toForm') return 0;
  const lacking = stepsMissing(page.missing);
  const index = steps.findIndex((step) => lacking.has(step));
  return index < 0 ? steps.length - 1 : index;
};

/**
 * The step the link opens at (issue 27: never past one lacking something). A link to a step (a
 * reload) opens there, the link as sent where the saved form first lacks something (`resume`);
 * either stops at an earlier step this phone's values leave lacking, where what it typed and
 * did not send counts. With nothing unsent the server's `missing` says it all, and the first
 * step shows without waiting for the checks (the phone's metadata loads on a first check).
 */
const startStep = async (
  page: GuestFormPage,
  steps: StepId[],
  restored: { values: WizardValues; base: WizardValues },
  resume: number,
): Promise<number> => {
  const asked = steps.indexOf(stepInAddress() as StepId);
  const unsent = JSON.stringify(restored.values) !== JSON.stringify(restored.base);
  if (asked < 0 && !unsent) return resume;
  return openableStep(page, steps, restored.values, asked < 0 ? resume : asked);
};

/** The form as this device left it over what the server holds now (a draft of an older kind wins). */
const restore = (page: GuestFormPage, kept: unknown) => {
  const server = wizardValues(page);
  if (!isKeptDraft(kept))
    return {
      values: wizardValues(page, kept as Partial<WizardValues>),
      base: server,
      conflicts: [],
    };
  const merged = mergeServer(wizardValues(page, kept.values), kept.base, server);
  return { values: merged.values, base: server, conflicts: merged.conflicts };
};

/**
 * The guest form's state across its steps: the values (from the server, with what this device
 * kept and has not sent), the current and furthest steps (each a history entry: ?step=), and
 * the saves, which go through the device's outbox so a dropped connection loses nothing.
 */
export const useWizard = (page: GuestFormPage, link: GuestLink) => {
  const steps = useMemo(() => stepsOf(page), [page]);
  const storageKey = linkStorageKey(link);
  const [values, setValues] = useState<WizardValues | null>(null);
  const kept = useRef<KeptDraft | null>(null);
  const [current, setCurrent] = useState(() => resumeAt(steps, page));
  const at = useRef(current);
  const [reached, setReached] = useState(() =>
    page.message.kind === 'toForm' ? 0 : steps.length - 1,
  );
  const furthest = useRef(reached);
  const [save] = useSaveGuestFormMutation();
  const outbox = useOutbox(storageKey, (fields) =>
    save({ link, fields: { ...fields, submit: false } }).unwrap(),
  );
  const latestPage = useRef(page);
  useLayoutEffect(() => {
    latestPage.current = page;
  });

  /** Keeps the form in memory and on this device (a closed tab, a reload, another device). */
  const persist = useCallback(
    (next: KeptDraft) => {
      kept.current = next;
      setValues(next.values);
      void saveDraft(storageKey, next).catch(() => undefined);
    },
    [storageKey],
  );

  // Each step opened takes the focus to its heading, in the commit that shows it: a focus put
  // off to a later frame took it back from where a quick (or slowed) user had moved it since,
  // and the key they pressed there, as on "Add guest", was lost.
  const [opened, setOpened] = useState(0);
  useLayoutEffect(() => {
    if (opened > 0) document.querySelector<HTMLElement>('.step-heading')?.focus();
  }, [opened]);
  const show = useCallback((index: number) => {
    at.current = index;
    furthest.current = Math.max(furthest.current, index);
    setCurrent(index);
    setReached(furthest.current);
    setOpened((count) => count + 1);
  }, []);

  const changes = useServerChanges(page, kept, persist, steps[current]);

  useEffect(() => {
    let active = true;
    void readDraft(storageKey)
      .then((draft) => draft?.values)
      .catch(() => undefined)
      .then(async (draft) => {
        // Unmounted while the draft was read (a test's page torn down): nothing to open.
        if (!active) return;
        const opened = latestPage.current;
        const restored = restore(opened, draft);
        const start = await startStep(opened, steps, restored, at.current);
        if (!active) return;
        replaceStep(steps[start] ?? 'stay');
        kept.current = { values: restored.values, base: restored.base };
        void saveDraft(storageKey, kept.current).catch(() => undefined);
        // The step's form is the page's biggest render: in slices, not in one long task.
        startTransition(() => {
          setValues(restored.values);
          at.current = start;
          furthest.current = Math.max(furthest.current, start);
          setCurrent(start);
          setReached(furthest.current);
          if (restored.conflicts.length > 0) changes.noticeConflicts(restored.conflicts);
        });
      });
    return () => {
      active = false;
    };
    // The values start once from the page; later answers merge in (useServerChanges).
  }, [storageKey]); // eslint-disable-line react-hooks/exhaustive-deps

  /** A step's values, kept in memory (and so on this device). */
  const keep = useCallback(
    <Step extends keyof WizardValues>(step: Step, stepValues: WizardValues[Step]) => {
      const base = kept.current ?? { values: wizardValues(page), base: wizardValues(page) };
      persist({ ...base, values: { ...base.values, [step]: stepValues } });
    },
    [page, persist],
  );
  /**
   * Values the guest chose to use from elsewhere (their document's reading): into the step's
   * own fields, as if typed there, so the step, the review and what was saved agree.
   */
  const fill = useCallback(
    <Step extends keyof WizardValues>(step: Step, fields: Partial<WizardValues[Step]>) => {
      const now = kept.current;
      if (now)
        persist({ ...now, values: { ...now.values, [step]: { ...now.values[step], ...fields } } });
    },
    [persist],
  );
  // Later answers of the server bring the keys (own links) of guests added meanwhile.
  const shown = useMemo(() => values && withServerKeys(values, page), [values, page]);

  /** Opens a step as a new history entry (the phone's back button comes back here). */
  const open = useCallback(
    (index: number) => {
      const target = steps[index];
      if (!target || index === at.current) return;
      pushStep(target, steps[at.current]);
      show(index);
    },
    [steps, show],
  );

  /** Back a step: history's own back when this wizard opened this step from it. */
  const back = useCallback(() => {
    const target = steps[at.current - 1];
    if (!target) return;
    if (cameFrom(target)) return window.history.back();
    replaceStep(target);
    show(at.current - 1);
  }, [steps, show]);

  // The step on screen, as last committed: the address is brought back to it whenever the
  // wizard's own record (at) and the screen disagree, rather than trusting either alone.
  const onScreen = useRef(current);
  useLayoutEffect(() => {
    onScreen.current = current;
  });

  // The phone's back and forward buttons: back to any step seen, forward only past checks.
  useEffect(() => {
    const moved = () => {
      const index = steps.indexOf(stepInAddress() as StepId);
      if (index < 0 || !kept.current) return;
      if (index === at.current && index === onScreen.current) return;
      flushDraft();
      if (index <= furthest.current) return show(index);
      void openableStep(latestPage.current, steps, kept.current.values, index).then((open) => {
        if (open !== index) replaceStep(steps[open] ?? 'stay');
        show(open);
      });
    };
    window.addEventListener('popstate', moved);
    return () => window.removeEventListener('popstate', moved);
  }, [steps, show]);

  return { steps, values: shown, current, reached, keep, fill, open, back, outbox, changes };
};

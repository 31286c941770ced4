import { createContext, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { GuestFormPage } from '../api/guest-form-types';
import { mergeServer, type KeptDraft } from './draft-merge';
import { wizardValues } from './step-values';
import type { StepId } from './wizard-steps';

/** Values the server brought for fields of the open step the guest had not changed here. */
export type StepRefresh = { id: number; fields: [string, unknown][] };

/** The open step's form takes these in place (what the guest is typing elsewhere stays). */
export const StepRefreshContext = createContext<StepRefresh | null>(null);

/**
 * Another device's saves, as the form refetches (on focus, on reconnecting, after a save):
 * fields this device left alone take the server's values; where both changed, this device's
 * stay and `conflicts` names them, for a notice.
 */
export const useServerChanges = (
  page: GuestFormPage,
  kept: RefObject<KeptDraft | null>,
  persist: (next: KeptDraft) => void,
  step: StepId | undefined,
) => {
  const [conflicts, setConflicts] = useState<string[]>([]);
  const [refresh, setRefresh] = useState<StepRefresh | null>(null);
  const seen = useRef(page);
  const noticeConflicts = useCallback(
    (paths: string[]) => setConflicts((now) => [...new Set([...now, ...paths])]),
    [],
  );
  const dismiss = useCallback(() => setConflicts([]), []);
  useEffect(() => {
    const now = kept.current;
    if (seen.current === page || !now) return;
    seen.current = page;
    const server = wizardValues(page);
    const merged = mergeServer(now.values, now.base, server);
    persist({ values: merged.values, base: server });
    // The server's answer is outside React: merging it (and keeping it on the device) is the
    // effect's work, and the notice comes with it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (merged.conflicts.length > 0) noticeConflicts(merged.conflicts);
    const prefix = `${step ?? ''}.`;
    const fields = [...merged.taken]
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, value]): [string, unknown] => [path.slice(prefix.length), value]);
    if (fields.length > 0) setRefresh((last) => ({ id: (last?.id ?? 0) + 1, fields }));
    // Only a new answer of the server merges; the step is read as it stands then.
  }, [page]); // eslint-disable-line react-hooks/exhaustive-deps
  return { conflicts, noticeConflicts, dismiss, refresh };
};

import { useCallback, useState } from 'react';
import type { SlotPhase } from '../../../lib/uploads/use-upload-slot';

/** A file the form may count on: on the server, on its way, or kept on this device. */
export const isProvided = (phase: SlotPhase | undefined): boolean =>
  phase !== undefined && phase !== 'empty' && phase !== 'failed';

/**
 * The phases of a step's file slots, by part name, to tell which required ones are lacking
 * when the guest moves on.
 */
export const useFilePhases = () => {
  const [phases, setPhases] = useState<Record<string, SlotPhase>>({});
  const [showMissing, setShowMissing] = useState(false);
  const report = useCallback(
    (field: string, phase: SlotPhase) =>
      setPhases((now) => (now[field] === phase ? now : { ...now, [field]: phase })),
    [],
  );
  /** The required parts not provided; marks them to be shown, and focuses the first. */
  const lacking = (required: readonly string[]): string[] => {
    const missing = required.filter((field) => !isProvided(phases[field]));
    setShowMissing(missing.length > 0);
    if (missing[0])
      requestAnimationFrame(() =>
        document
          .querySelector<HTMLElement>(
            `[data-file-field="${missing[0]}"] button, [data-file-field="${missing[0]}"] input`,
          )
          ?.focus(),
      );
    return missing;
  };
  const isMissing = (field: string) => showMissing && !isProvided(phases[field]);
  return { phases, report, lacking, isMissing };
};

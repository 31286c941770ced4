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
  // The parts lacking at the guest's last attempt to go on (numbered): a slot that showed up
  // since (another kind of document, the selfie's upload) says nothing before the next attempt.
  const [flagged, setFlagged] = useState({ fields: new Set<string>(), attempt: 0 });
  const report = useCallback(
    (field: string, phase: SlotPhase) =>
      setPhases((now) => (now[field] === phase ? now : { ...now, [field]: phase })),
    [],
  );
  /** The required parts not provided; marks them to be shown, and focuses the first. */
  const lacking = (required: readonly string[]): string[] => {
    const missing = required.filter((field) => !isProvided(phases[field]));
    setFlagged(({ attempt }) => ({ fields: new Set(missing), attempt: attempt + 1 }));
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
  const isMissing = (field: string) => flagged.fields.has(field) && !isProvided(phases[field]);
  /** The attempt at which `field` was found lacking, while it still lacks; 0 when it does not. */
  const missingAt = (field: string) => (isMissing(field) ? flagged.attempt : 0);
  return { phases, report, lacking, isMissing, missingAt };
};

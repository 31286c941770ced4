import { useCallback, useRef, useState } from 'react';
import type { SlotPhase } from '../../../lib/uploads/use-upload-slot';

/** What the reading knows of the document's photos: how many were taken here, and if one is on its way. */
export type DocumentPhotos = { taken: number; sending: boolean };

const isSending = (phase: SlotPhase) => phase === 'preparing' || phase === 'uploading';

/**
 * Follows the document's photo slots (their `onPhase`, handed on to `forward`): a photo taken
 * makes an earlier reading stale, and a photo on its way is not read yet.
 */
export const useDocumentPhotos = (forward?: (field: string, phase: SlotPhase) => void) => {
  const phases = useRef<Record<string, SlotPhase>>({});
  const [photos, setPhotos] = useState<DocumentPhotos>({ taken: 0, sending: false });
  const onPhase = useCallback(
    (field: string, phase: SlotPhase) => {
      forward?.(field, phase);
      if (phases.current[field] === phase) return;
      phases.current[field] = phase;
      const sending = Object.values(phases.current).some(isSending);
      setPhotos(({ taken }) => ({ taken: phase === 'preparing' ? taken + 1 : taken, sending }));
    },
    [forward],
  );
  return { photos, onPhase };
};

import { useCallback, useRef, useState } from 'react';
import type { SlotPhase } from '../../../lib/uploads/use-upload-slot';

/**
 * What the reading knows of the document's photos: how many were taken here, if one is on its
 * way, and if one is on the server (sent here or before) for it to read.
 */
export type DocumentPhotos = { taken: number; sending: boolean; sent: boolean };

const isSending = (phase: SlotPhase) => phase === 'preparing' || phase === 'uploading';
// A photo replaced by one that failed to go leaves the earlier one on the server.
const isSent = (phase: SlotPhase) => phase === 'stored' || phase === 'done';

/**
 * Follows the document's photo slots (their `onPhase`, handed on to `forward`): a photo taken
 * makes an earlier reading stale, and a photo on its way is not read yet.
 */
export const useDocumentPhotos = (forward?: (field: string, phase: SlotPhase) => void) => {
  const phases = useRef<Record<string, SlotPhase>>({});
  const [photos, setPhotos] = useState<DocumentPhotos>({ taken: 0, sending: false, sent: false });
  const onPhase = useCallback(
    (field: string, phase: SlotPhase) => {
      forward?.(field, phase);
      if (phases.current[field] === phase) return;
      phases.current[field] = phase;
      const sending = Object.values(phases.current).some(isSending);
      setPhotos(({ taken, sent }) => ({
        taken: phase === 'preparing' ? taken + 1 : taken,
        sending,
        sent: sent || isSent(phase),
      }));
    },
    [forward],
  );
  return { photos, onPhase };
};

import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/api-error';
import { addPending, readPending, settlePending } from './offline-store';

/**
 * Where the guest's last changes are: `local` kept on this device until the connection
 * returns, `sent` confirmed by the server, `refused` answered with an error to fix.
 */
export type SyncState = 'idle' | 'sending' | 'local' | 'sent' | 'refused';

/** A failure worth trying again later: no connection, a timeout, a busy or restarting server. */
export const isTransient = (error: unknown): boolean =>
  isApiError(error) &&
  (error.status === 'FETCH_ERROR' ||
    error.status === 'TIMEOUT_ERROR' ||
    error.status === 429 ||
    (typeof error.status === 'number' && error.status >= 500));

export type Outbox = {
  state: SyncState;
  /** Keeps the changes on this device, then sends everything waiting; answers the outcome. */
  save: (fields: Record<string, unknown>) => Promise<SyncState>;
  /** Sends what is waiting (on load and whenever the browser is back online). */
  flush: () => Promise<SyncState>;
};

type Send = (fields: Record<string, unknown>) => Promise<unknown>;

/**
 * Saves that survive a dropped connection: each is added to what waits in IndexedDB under
 * `key`, and whatever waits is sent as one save, now and again when the browser comes back
 * online. A refused save throws, for its field errors to be shown, and is not retried.
 */
export const useOutbox = (key: string, send: Send): Outbox => {
  const [state, setState] = useState<SyncState>('idle');
  const sending = useRef<Promise<SyncState> | null>(null);
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  const sendWaiting = useCallback(async (): Promise<SyncState> => {
    // Changes added while a save was on its way go in the next round.
    for (let pending = await readPending(key); pending; pending = await readPending(key)) {
      setState('sending');
      try {
        await sendRef.current(pending.fields);
      } catch (error) {
        if (isTransient(error)) {
          setState('local');
          return 'local';
        }
        // Not worth retrying as is: the draft keeps the values, the fields show the errors.
        await settlePending(key, pending.updatedAt);
        setState('refused');
        throw error;
      }
      await settlePending(key, pending.updatedAt);
      setState('sent');
    }
    return 'sent';
  }, [key]);

  const flush = useCallback((): Promise<SyncState> => {
    // One save at a time: a second call waits for the first, then sends what is left.
    const previous = sending.current ?? Promise.resolve<SyncState>('idle');
    const next = previous.catch((): SyncState => 'idle').then(sendWaiting);
    sending.current = next;
    return next;
  }, [sendWaiting]);

  const save = useCallback(
    async (fields: Record<string, unknown>) => {
      try {
        await addPending(key, fields);
      } catch {
        // No IndexedDB here (a private window): send straight away, as a plain form would.
        setState('sending');
        await sendRef.current(fields).catch((error: unknown) => {
          setState(isTransient(error) ? 'local' : 'refused');
          throw error;
        });
        setState('sent');
        return 'sent';
      }
      return flush();
    },
    [key, flush],
  );

  useEffect(() => {
    const retry = () => void flush().catch(() => undefined);
    retry();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [flush]);

  return { state, save, flush };
};

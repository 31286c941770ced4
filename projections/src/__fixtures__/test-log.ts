import type { EventStore } from '@chegada/event-store';
import type { ProjectionLogger } from '../logger';
import { anEvent } from '../../../libs/event-store/src/__fixtures__/events';

/**
 * Appends `perStream` Counted events to each of `streams` streams named `<prefix>N`, a few at
 * a time and interleaved, plus events the counting projection must ignore (other types,
 * other streams). Returns how many Counted events it appended.
 */
export const appendCounted = async (
  eventStore: EventStore,
  { prefix, streams, perStream }: { prefix: string; streams: number; perStream: number },
): Promise<number> => {
  const chunk = 10;
  for (let done = 0; done < perStream; done += chunk) {
    const size = Math.min(chunk, perStream - done);
    await Promise.all(
      Array.from({ length: streams }, (_, stream) =>
        eventStore.append(
          `${prefix}${stream}`,
          Array.from({ length: size }, () => anEvent({ type: 'Counted' })),
        ),
      ),
    );
    await eventStore.append(`${prefix}${done}`, [anEvent({ type: 'Ignored' })]);
    await eventStore.append(`other-${prefix}${done}`, [anEvent({ type: 'Counted' })]);
  }
  return streams * perStream;
};

export { waitFor } from '@chegada/testing';

export type RecordingLogger = ProjectionLogger & { messages: string[] };

/** Keeps every message; also prints errors unless the test expects them. */
export const recordingLogger = ({ expectErrors = false } = {}): RecordingLogger => {
  const messages: string[] = [];
  const record = (_fields: Record<string, unknown>, message: string) => messages.push(message);
  const error = (fields: Record<string, unknown>, message: string) => {
    record(fields, message);
    if (!expectErrors) console.error(message, fields);
  };
  return { messages, info: record, warn: record, error };
};

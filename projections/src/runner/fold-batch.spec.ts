import type { RecordedEvent } from '@chegada/event-store';
import { aRecordedEvent } from '../../../libs/event-store/src/__fixtures__/events';
import { foldBatch, keysOf } from './fold-batch';

type Tally = { count: number; last: number };

// Counts events per stream; a 'Reset' event deletes the tally and 'Noted' changes nothing.
const tally = {
  key: (event: RecordedEvent) => (event.type === 'Ignored' ? null : event.streamId),
  evolve: (doc: Tally | null, event: RecordedEvent): Tally | null => {
    if (event.type === 'Reset') return null;
    if (event.type === 'Noted') return doc;
    return { count: (doc?.count ?? 0) + 1, last: event.revision };
  },
};

const on = (streamId: string, revision: number, type = 'Counted') =>
  aRecordedEvent({ streamId, revision, type });

describe('foldBatch', () => {
  it('folds every event of a key onto the loaded doc, in order', () => {
    const events = [on('a', 3), on('b', 0), on('a', 4), on('a', 5)];
    const loaded = new Map([['a', { count: 3, last: 2 }]]);
    expect(foldBatch(tally, loaded, events)).toEqual(
      new Map([
        ['a', { count: 6, last: 5 }],
        ['b', { count: 1, last: 0 }],
      ]),
    );
  });

  it('reports a doc that ends deleted as null, even if recreated and deleted again', () => {
    const events = [on('a', 1, 'Reset'), on('a', 2), on('a', 3, 'Reset')];
    expect(foldBatch(tally, new Map([['a', { count: 1, last: 0 }]]), events)).toEqual(
      new Map([['a', null]]),
    );
  });

  it('leaves out keys whose doc did not change and events without a key', () => {
    const unchanged = { count: 2, last: 1 };
    const events = [on('a', 2, 'Noted'), on('b', 0, 'Ignored')];
    expect(foldBatch(tally, new Map([['a', unchanged]]), events)).toEqual(new Map());
  });

  it('reports a doc created and deleted within one batch as null', () => {
    expect(foldBatch(tally, new Map(), [on('c', 0), on('c', 1, 'Reset')])).toEqual(
      new Map([['c', null]]),
    );
  });
});

describe('keysOf', () => {
  it('lists each key once, in first-seen order, without null keys', () => {
    const events = [on('b', 0), on('a', 0), on('x', 0, 'Ignored'), on('b', 1)];
    expect(keysOf(tally, events)).toEqual(['b', 'a']);
  });
});

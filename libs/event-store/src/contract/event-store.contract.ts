import type { EventStore } from '../event-store.port';
import { appendContract } from './append.contract';
import { concurrencyContract } from './concurrency.contract';
import { readContract } from './read.contract';
import { subscribeContract } from './subscribe.contract';

/** What an adapter's test file hands the suite. */
export type EventStoreContractSubject = {
  store: EventStore;
  /**
   * Another store on the same backend whose appends await `beforeCommit` after writing and
   * before committing (fault injection). Adapters without such a hook, like KurrentDB's,
   * leave it out: the concurrency test then runs without commit delays. The suite closes
   * the stores it makes.
   */
  withBeforeCommit?: (beforeCommit: () => Promise<void>) => EventStore;
  /** Closes the store and frees what setup made (database, pool, connection). */
  teardown(): Promise<void>;
};

export type GetSubject = () => EventStoreContractSubject;

/**
 * The behaviour every EventStore adapter must share (architecture.md, "Event store port").
 * The store may already hold events: each test works in streams of its own prefix.
 */
export const describeEventStoreContract = (
  name: string,
  setup: () => Promise<EventStoreContractSubject>,
): void =>
  describe(`EventStore contract: ${name}`, () => {
    let subject: EventStoreContractSubject | undefined;
    const getSubject: GetSubject = () => {
      if (!subject) throw new Error('The contract setup did not finish');
      return subject;
    };

    beforeAll(async () => {
      subject = await setup();
    });
    afterAll(async () => {
      await subject?.teardown();
    });

    describe('append', () => appendContract(getSubject));
    describe('read', () => readContract(getSubject));
    describe('subscribeToAll', () => subscribeContract(getSubject));
    describe('under concurrent writers', () => concurrencyContract(getSubject));
  });

import type { RecordedEvent } from '@chegada/event-store';
import { finishMomentOf } from './fnrh-moments';

/** The stay's checkout moment on the property's clock: 13 March 2027, 11:00 in Brasília. */
const CHECKOUT = new Date('2027-03-13T14:00:00.000Z');

const finished = (actorRole: string, occurredAt: string): RecordedEvent =>
  ({
    type: 'CheckoutFinished',
    data: {},
    metadata: { actorId: null, actorRole, correlationId: 'c', causationId: 'c', occurredAt },
    streamId: 'reservation-r1',
    revision: 7,
    recordedAt: new Date('2027-04-02T09:00:00.000Z'),
  }) as unknown as RecordedEvent;

describe('the checkout moment FNRH is told', () => {
  it('is the host’s own click, early or late', () => {
    const early = finished('DEFAULT_USER', '2027-03-12T15:30:00.000Z');
    expect(finishMomentOf([early], CHECKOUT)).toEqual(new Date('2027-03-12T15:30:00.000Z'));
    const late = finished('SUBUSER', '2027-03-14T10:00:00.000Z');
    expect(finishMomentOf([early, late], CHECKOUT)).toEqual(new Date('2027-03-14T10:00:00.000Z'));
  });

  // Walk of issue 32: a deletion completed past the checkout finished the stay at the job's
  // moment, which FNRH was then told as the guests' checkout.
  it('is the stay’s own checkout when a job finished it', () => {
    const byTheDeletion = finished('SYSTEM', '2027-03-20T06:00:00.000Z');
    expect(finishMomentOf([byTheDeletion], CHECKOUT)).toEqual(CHECKOUT);
  });

  it('is none while no checkout was finished', () => {
    expect(finishMomentOf([], CHECKOUT)).toBeNull();
  });
});

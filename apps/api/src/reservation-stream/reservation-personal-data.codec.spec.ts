import {
  decide,
  evolve,
  initialState,
  ReservationStatus,
  type ReservationEvent,
} from '@chegada/domain';
import { historyTo } from '../../../../libs/domain/src/reservations/testing/reservation.fixtures';
import { rows } from '../../../../libs/domain/src/reservations/testing/reservation.rows';
import { withoutPersonalData } from './reservation-personal-data.codec';

const fold = (events: ReservationEvent[]) => events.reduce(evolve, initialState());

// What a sealed field looks like in the store; the command path must not even try to open it.
const sealedAsStored = (events: ReservationEvent[]) =>
  events.map((event) => {
    if (event.type === 'ReservationCreated')
      return { ...event, data: { ...event.data, guest: { $sealed: 'v1.opaque' } } };
    if (event.type === 'GuestFormSaved' || event.type === 'ReservationSubmitted')
      return { ...event, data: { ...event.data, fields: { $sealed: 'v1.opaque' } } };
    return event;
  });

describe('commands read streams without personal data', () => {
  describe.each(rows)('$action', (row) => {
    it.each(row.from)('decides from status %p exactly as with the guest data opened', (from) => {
      const history = historyTo(from);
      const blind = withoutPersonalData(sealedAsStored(history));
      expect(fold(blind)).toEqual(fold(history));
      expect(decide(row.when, fold(blind))).toEqual(decide(row.when, fold(history)));
    });
  });

  it('leaves no sealed value and no guest data in what the decider reads', () => {
    const history = historyTo(ReservationStatus.TO_APROVE);
    const text = JSON.stringify(withoutPersonalData(sealedAsStored(history)));
    expect(text).not.toContain('$sealed');
    expect(text).not.toContain('Ana Souza');
  });
});

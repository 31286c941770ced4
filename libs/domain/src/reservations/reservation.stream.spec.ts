import { reservationIdOfStream, reservationStreamId, submissionOf } from './reservation.stream';

describe('reservation stream names', () => {
  it('names a reservation stream as the stored events already are', () => {
    expect(reservationStreamId('6f1d2c3b')).toBe('reservation-6f1d2c3b');
  });

  it('reads the reservation back from its stream, and nothing from another stream', () => {
    expect(reservationIdOfStream(reservationStreamId('6f1d2c3b'))).toBe('6f1d2c3b');
    expect(reservationIdOfStream('residence-6f1d2c3b')).toBeUndefined();
  });

  it("reads a submission's reservation, and the guest whose own part it was", () => {
    const streamId = reservationStreamId('6f1d2c3b');
    expect(submissionOf({ streamId, data: { form: {} } })).toEqual({ reservationId: '6f1d2c3b' });
    expect(submissionOf({ streamId, data: { guestKey: 'k1' } })).toEqual({
      reservationId: '6f1d2c3b',
      guestKey: 'k1',
    });
    expect(submissionOf({ streamId: 'residence-6f1d2c3b', data: {} })).toBeUndefined();
  });
});

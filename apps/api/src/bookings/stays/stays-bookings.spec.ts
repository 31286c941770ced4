import { staysBooking } from '../__fixtures__/stays-peer';
import {
  bookingKey,
  incomingBooking,
  isBooking,
  isReadable,
  listedContact,
  sourceOfPartner,
  withClient,
  type StaysProperty,
} from './stays-bookings';

const property: StaysProperty = {
  residenceId: 'residence-1',
  timeZone: 'America/Sao_Paulo',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  maxGuests: 4,
  language: 'pt-BR',
};

describe('a Stays booking read for an import', () => {
  it('names its channel from partner.name, anything else being Stays itself', () => {
    expect(sourceOfPartner('API airbnb')).toBe('airbnb');
    expect(sourceOfPartner('Booking.com')).toBe('booking');
    expect(sourceOfPartner('Expedia')).toBe('expedia');
    expect(sourceOfPartner('HomeAway / VRBO')).toBe('vrbo');
    expect(sourceOfPartner('Decolar')).toBe('decolar');
    expect(sourceOfPartner('Site próprio')).toBe('stays');
    expect(sourceOfPartner(undefined)).toBe('stays');
  });

  it("is keyed by the channel's code, so a cancel-and-recreate is the same stay", () => {
    const first = staysBooking('A1', 'l-1', 10, 2, { partnerCode: 'HM123' });
    const again = staysBooking('A2', 'l-1', 12, 2, { partnerCode: 'HM123' });
    expect(bookingKey(first)).toBe(bookingKey(again));
    expect(bookingKey(staysBooking('A3', 'l-1', 10, 2, { partnerCode: ' ' }))).toBe('long-A3');
  });

  it('leaves out blocks, maintenance, cancellations and items it cannot read', () => {
    expect(isBooking(staysBooking('A', 'l', 1, 1, { type: 'blocked' }))).toBe(false);
    expect(isBooking(staysBooking('A', 'l', 1, 1, { type: 'maintenance' }))).toBe(false);
    expect(isBooking(staysBooking('A', 'l', 1, 1, { type: 'canceled' }))).toBe(false);
    expect(isBooking(staysBooking('A', 'l', 1, 1, { type: 'contract' }))).toBe(true);
    expect(isReadable({ _id: 'x', _idlisting: 'l', checkInDate: '2027-01-02' })).toBe(false);
    expect(
      isReadable({
        _id: 'x',
        _idlisting: 'l',
        checkInDate: '2027-01-02',
        checkOutDate: '2027-01-02',
      }),
    ).toBe(false);
    expect(isReadable(null)).toBe(false);
  });

  it("takes the primary guest's contact, completed by the client record, dropping what is not a contact", () => {
    const reservation = staysBooking('A', 'l', 1, 1, {
      guestsDetails: {
        adults: 1,
        list: [
          { name: 'Someone else', email: 'else@example.com' },
          { name: 'Ana Costa', primary: true, email: 'not an e-mail' },
        ],
      },
    });
    const listed = listedContact(reservation);
    expect(listed).toEqual({ name: 'Ana Costa', email: null, phone: null });
    expect(
      withClient(listed, {
        fName: 'Ana',
        lName: 'C.',
        contactEmails: [{ adr: 'ana@example.com' }],
        phones: [{ iso: '0800 123 4567' }, { iso: '(11) 98765-4321' }],
      }),
    ).toEqual({ name: 'Ana Costa', email: 'ana@example.com', phone: '+5511987654321' });
  });

  it("lands on the property's zone, Stays' hours or the property's, and at most its guests", () => {
    const reservation = staysBooking('AB12', 'l', 0, 3, {
      checkInDate: '2027-03-01',
      checkOutDate: '2027-03-04',
      checkInTime: '16:00',
      checkOutTime: '',
      guestsDetails: { adults: 4, children: 2, infants: 1 },
    });
    const contact = { name: null, email: null, phone: null };
    expect(incomingBooking(reservation, property, contact, 'r-1')).toMatchObject({
      externalId: 'HMAB12',
      reservationId: 'r-1',
      checkIn: '2027-03-01T16:00:00-03:00',
      checkOut: '2027-03-04T11:00:00-03:00',
      bookingCode: 'AB12',
      guestName: 'Stays · AB12',
      source: 'airbnb',
      maxGuests: 4,
      language: 'pt-BR',
    });
  });
});

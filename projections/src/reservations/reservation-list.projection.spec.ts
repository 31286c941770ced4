import { randomUUID } from 'node:crypto';
import {
  evolve as deciderEvolve,
  initialState,
  reservationStreamId,
  ReservationStatus,
  type ReservationEvent,
} from '@chegada/domain';
import type { RecordedEvent } from '@chegada/event-store';
import { aReservationCreated, recorded } from './__fixtures__/reservation-events';
import type { ReservationListDoc } from './reservation-list.doc';
import { reservationListProjection } from './reservation-list.projection';

const { evolve, key } = reservationListProjection;

const fold = (events: RecordedEvent[], from: ReservationListDoc | null = null) =>
  events.reduce<ReservationListDoc | null>((doc, event) => evolve(doc, event), from);

/** A reservation created at revision 0, then the given events at the next revisions. */
const history = (id: string, ...events: ReservationEvent[]): RecordedEvent[] =>
  [aReservationCreated({ reservationId: id }), ...events].map((event, revision) =>
    recorded(id, revision, event, { occurredAt: `2026-11-22T12:0${revision}:00.000Z` }),
  );

const submitted = (status: 1 | 2): ReservationEvent => ({
  type: 'ReservationSubmitted',
  data: { fields: {}, registeredGuests: 2, status },
});
const cancelled: ReservationEvent = {
  type: 'ReservationCancelled',
  data: { cancelMotive: 'Guest gave up', userId: randomUUID() },
};
const none = {} as Record<string, never>;

describe('reservation list projection', () => {
  it('lists a created reservation waiting for the guest, with its guest and dates', () => {
    const id = randomUUID();
    const creation = aReservationCreated({ reservationId: id });
    const doc = fold([recorded(id, 0, creation)]);
    expect(doc).toMatchObject({
      id,
      accountId: creation.data.accountId,
      residenceId: creation.data.residenceId,
      guestName: 'Maria Silva',
      guestEmail: 'maria@example.com',
      guestPhone: '+55 11 91234-5678',
      status: ReservationStatus.TO_FORM,
      hidden: false,
      checkIn: new Date('2026-12-10T17:00:00.000Z'),
      checkOut: new Date('2026-12-15T14:00:00.000Z'),
      source: 'airbnb',
      maxGuests: 4,
      createdAt: new Date('2026-11-22T12:00:00.000Z'),
      updatedAt: new Date('2026-11-22T12:00:00.000Z'),
      approvedAt: null,
      revision: 0,
    });
    expect(key(recorded(id, 0, creation))).toBe(id);
  });

  const responsible = randomUUID();
  const applied: [string, ReservationEvent[], Partial<ReservationListDoc>][] = [
    [
      'GuestFormSaved',
      [{ type: 'GuestFormSaved', data: { fields: {}, registeredGuests: 1 } }],
      { status: ReservationStatus.FILLING, registeredGuests: 1 },
    ],
    ['ReservationSubmitted', [submitted(2)], { status: ReservationStatus.TO_APROVE }],
    [
      'ReservationSubmitted with checks pending',
      [submitted(1)],
      { status: ReservationStatus.TO_VALIDATE, submittedAt: new Date('2026-11-22T12:01:00Z') },
    ],
    [
      'AutomaticChecksPassed',
      [submitted(1), { type: 'AutomaticChecksPassed', data: none }],
      { status: ReservationStatus.TO_APROVE },
    ],
    [
      'ReservationApproved',
      [submitted(2), { type: 'ReservationApproved', data: none }],
      { status: ReservationStatus.ENDED, approvedAt: new Date('2026-11-22T12:02:00Z') },
    ],
    [
      'ReservationRefused',
      [submitted(2), { type: 'ReservationRefused', data: { refuseMotive: 'Blurry photo' } }],
      { status: ReservationStatus.REFUSED, refuseMotive: 'Blurry photo' },
    ],
    [
      'ReservationCancelled',
      [submitted(2), cancelled],
      {
        status: ReservationStatus.CANCELED,
        statusBeforeCancel: ReservationStatus.TO_APROVE,
        cancelMotive: 'Guest gave up',
      },
    ],
    [
      'CancellationReverted',
      [submitted(2), cancelled, { type: 'CancellationReverted', data: { status: 2 } }],
      { status: ReservationStatus.TO_APROVE, statusBeforeCancel: null, cancelMotive: null },
    ],
    [
      'CheckoutFinished',
      [
        submitted(2),
        { type: 'ReservationApproved', data: none },
        { type: 'CheckoutFinished', data: none },
      ],
      { status: ReservationStatus.CHECKOUT_FINISHED },
    ],
    [
      'FormHidden',
      [{ type: 'FormHidden', data: { hiddenMotive: 'Duplicate' } }],
      { hidden: true, hiddenMotive: 'Duplicate', status: ReservationStatus.TO_FORM },
    ],
    [
      'FormShown',
      [
        { type: 'FormHidden', data: { hiddenMotive: 'Duplicate' } },
        { type: 'FormShown', data: { hiddenMotive: null } },
      ],
      { hidden: false, hiddenMotive: null },
    ],
    [
      'GuestStatusChanged',
      [submitted(2), { type: 'GuestStatusChanged', data: { status: 1 } }],
      { status: ReservationStatus.TO_VALIDATE },
    ],
    [
      'CheckoutExtended',
      [
        {
          type: 'CheckoutExtended',
          data: {
            checkIn: '2026-12-11T17:00:00.000Z',
            checkOut: '2026-12-20T14:00:00.000Z',
            newPasscodeRequired: false,
          },
        },
      ],
      { checkIn: new Date('2026-12-11T17:00:00Z'), checkOut: new Date('2026-12-20T14:00:00Z') },
    ],
    ['MaxGuestsUpdated', [{ type: 'MaxGuestsUpdated', data: { maxGuests: 6 } }], { maxGuests: 6 }],
    [
      'ResponsibleUserChanged',
      [
        {
          type: 'ResponsibleUserChanged',
          data: {
            responsibleUserId: responsible,
            reason: 'Shift',
            isCheckoutResponsibleUser: false,
          },
        },
      ],
      { responsibleUserId: responsible, checkoutResponsibleUserId: null },
    ],
    [
      'ResponsibleUserChanged for the check-out',
      [
        {
          type: 'ResponsibleUserChanged',
          data: {
            responsibleUserId: responsible,
            reason: 'Shift',
            isCheckoutResponsibleUser: true,
          },
        },
      ],
      { responsibleUserId: null, checkoutResponsibleUserId: responsible },
    ],
    [
      'DynamicPasswordUpdated (the password itself is not kept)',
      [{ type: 'DynamicPasswordUpdated', data: { dynamicPassword: '123456' } }],
      { updatedAt: new Date('2026-11-22T12:01:00Z'), revision: 1 },
    ],
    [
      'SensitiveDataRemoved',
      [cancelled, { type: 'SensitiveDataRemoved', data: none }],
      { guestName: null, guestEmail: null, guestPhone: null, sensitiveDataRemoved: true },
    ],
  ];
  it.each(applied)('applies %s', (_name, events, expected) => {
    const id = randomUUID();
    const doc = fold(history(id, ...events));
    expect(doc).toMatchObject({ ...expected, id, revision: events.length });
    expect(doc?.updatedAt).toEqual(new Date(`2026-11-22T12:0${events.length}:00.000Z`));
  });

  it.each(applied)('lists after %s the status the decider holds', (_name, events) => {
    const id = randomUUID();
    const state = [aReservationCreated({ reservationId: id }), ...events].reduce(
      deciderEvolve,
      initialState(),
    );
    expect(state.kind).toBe('existing');
    expect(fold(history(id, ...events))?.status).toBe(state.kind === 'existing' && state.status);
  });

  it('reads the reservation from the stream the command side appends to', () => {
    const id = randomUUID();
    const creation = recorded(id, 0, aReservationCreated({ reservationId: id }));
    const appended = { ...creation, streamId: reservationStreamId(id) };
    expect(key(appended)).toBe(id);
    expect(fold([appended])).toMatchObject({ id, status: ReservationStatus.TO_FORM });
  });

  it('keeps the first submission time when the guest submits again after a refusal', () => {
    const id = randomUUID();
    const refused: ReservationEvent = { type: 'ReservationRefused', data: { refuseMotive: 'x' } };
    const doc = fold(history(id, submitted(2), refused, submitted(2)));
    expect(doc).toMatchObject({
      status: ReservationStatus.TO_APROVE,
      submittedAt: new Date('2026-11-22T12:01:00Z'),
      refuseMotive: null,
    });
  });

  it('leaves the entry as it is for a replayed or out-of-order event', () => {
    const id = randomUUID();
    const events = history(id, submitted(2));
    const doc = fold(events);
    expect(evolve(doc, events[1]!)).toBe(doc);
    expect(evolve(doc, events[0]!)).toBe(doc);
  });

  it('ignores events of a reservation it never saw created, and other streams', () => {
    const id = randomUUID();
    expect(evolve(null, recorded(id, 1, submitted(2)))).toBeNull();
    const elsewhere = { ...recorded(id, 0, aReservationCreated()), streamId: 'residence-1' };
    expect(key(elsewhere)).toBeNull();
    expect(evolve(null, elsewhere)).toBeNull();
    expect(key({ ...elsewhere, streamId: 'reservation-not-a-uuid' })).toBeNull();
  });

  it('skips a creation whose account or property id is malformed instead of failing', () => {
    const id = randomUUID();
    const broken = aReservationCreated({ reservationId: id, accountId: 'nope' });
    expect(evolve(null, recorded(id, 0, broken))).toBeNull();
  });
});

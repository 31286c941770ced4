import type { ReservationEvent } from '@chegada/domain';
import { anOwner, aSubUserOf, theAdmin } from '@chegada/testing';
import type { ReadModelApp } from './read-model-app';

/** 12:00 in São Paulo, 11:00 in Manaus. */
export const NOW = new Date('2026-12-10T15:00:00.000Z');

const none = {} as Record<string, never>;
const submitted = (status: 1 | 2): ReservationEvent => ({
  type: 'ReservationSubmitted',
  data: { fields: {}, registeredGuests: 2, status },
});
const approved: ReservationEvent = { type: 'ReservationApproved', data: none };

export type Scenario = Awaited<ReturnType<typeof seedScenario>>;

/**
 * Two accounts. The first holds nine reservations in two properties (São Paulo and Manaus)
 * covering every status; the second holds one. Check-in 2026-12-11T03:30Z is 00:30 on the
 * 11th in São Paulo but 23:30 on the 10th in Manaus.
 */
export const seedScenario = async (read: ReadModelApp) => {
  const { app } = read;
  const owner = await anOwner(app, 'Helena Host');
  const subUser = await aSubUserOf(app, owner, 'Sergio Sub');
  const stranger = await anOwner(app, 'Otto Other');
  const admin = await theAdmin(app);
  const saoPaulo = await read.residence(owner.id, 'Casa Paulista', 'America/Sao_Paulo');
  const manaus = await read.residence(owner.id, 'Flat Amazonas', 'America/Manaus');
  const elsewhere = await read.residence(stranger.id, 'Other house', 'America/Sao_Paulo');
  const at = (residenceId: string, checkIn: string, checkOut: string) => ({
    accountId: owner.id,
    residenceId,
    checkIn,
    checkOut,
  });
  const bySubUser = { actorId: subUser.id, actorRole: 'SUBUSER' };
  const byGuest = { actorId: null, actorRole: 'GUEST', guestLink: 'guest-link' };
  const guest = (name: string, email?: string, phone?: string) => ({
    guest: { name, email, phone },
  });
  const ids = {
    anaTomorrowSP: await read.reservation({
      ...at(saoPaulo, '2026-12-11T03:30:00Z', '2026-12-15T14:00:00Z'),
      ...guest('Ana Souza', 'ana@example.com'),
    }),
    brunoTodayManaus: await read.reservation(
      {
        ...at(manaus, '2026-12-11T03:30:00Z', '2026-12-13T14:00:00Z'),
        ...guest('Bruno Lima'),
        source: 'booking',
      },
      submitted(2),
    ),
    carlaApproved: await read.reservation(
      {
        ...at(saoPaulo, '2026-12-14T17:00:00Z', '2026-12-18T14:00:00Z'),
        ...guest('Carla Dias', 'carla@example.com', '+55 (21) 99876-5432'),
      },
      [submitted(2), byGuest],
      [approved, bySubUser],
    ),
    diegoFilling: await read.reservation(
      { ...at(saoPaulo, '2026-12-30T17:00:00Z', '2027-01-03T14:00:00Z'), ...guest('Diego') },
      { type: 'GuestFormSaved', data: { fields: {}, registeredGuests: 1 } },
    ),
    elisaFinished: await read.reservation(
      { ...at(saoPaulo, '2026-12-01T17:00:00Z', '2026-12-05T14:00:00Z'), ...guest('Elisa') },
      submitted(2),
      approved,
      { type: 'CheckoutFinished', data: none },
      { type: 'SensitiveDataRemoved', data: none },
    ),
    fabioCancelled: await read.reservation(
      { ...at(saoPaulo, '2027-01-20T17:00:00Z', '2027-01-25T14:00:00Z'), ...guest('Fabio') },
      { type: 'ReservationCancelled', data: { cancelMotive: 'Plans changed', userId: owner.id } },
    ),
    giseleHiddenRefused: await read.reservation(
      { ...at(manaus, '2026-12-12T17:00:00Z', '2026-12-14T14:00:00Z'), ...guest('Gisele') },
      submitted(2),
      { type: 'ReservationRefused', data: { refuseMotive: 'Blurry document' } },
      { type: 'FormHidden', data: { hiddenMotive: 'Duplicate' } },
    ),
    hugoValidating: await read.reservation(
      { ...at(saoPaulo, '2026-12-11T12:00:00Z', '2026-12-13T14:00:00Z'), ...guest('Hugo') },
      submitted(1),
    ),
    iaraPastCheckout: await read.reservation(
      { ...at(saoPaulo, '2026-12-01T17:00:00Z', '2026-12-03T14:00:00Z'), ...guest('Iara') },
      submitted(2),
      approved,
    ),
    strangers: await read.reservation({
      accountId: stranger.id,
      residenceId: elsewhere,
      ...guest('Stranger Guest'),
    }),
  };
  return { owner, subUser, stranger, admin, saoPaulo, manaus, ids };
};

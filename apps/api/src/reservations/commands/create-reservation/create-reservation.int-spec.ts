import { sql } from 'kysely';
import { anOwner, apiAs } from '@chegada/testing';
import {
  aHostWithProperty,
  insertResidence,
  reservationBody,
  type Answer,
  type ReservationData,
} from '../../__fixtures__/reservation-fixtures';

const EN = { 'accept-language': 'en-US' };

describe('POST /api/stays/reservations', () => {
  const host = aHostWithProperty({ maxGuests: 6, usesTTLock: true });
  let strangersResidence: string;

  beforeAll(async () => {
    const stranger = await anOwner(host.app, 'Stranger');
    strangersResidence = await insertResidence(host.app, stranger.id);
  });

  it('creates a reservation waiting for the form, with an unguessable id and its ETag', async () => {
    const response = await apiAs(host.app, host.subUser)<Answer>('/stays/reservations', {
      body: reservationBody(host.residenceId),
      headers: EN,
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('etag')).toBe('"0"');
    expect(response.body).toMatchObject({
      success: true,
      message: 'Reservation created',
      data: { status: 0, statusName: 'TO_FORM', hidden: false, maxGuests: 4, revision: 0 },
    });
    expect(response.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    const page = await apiAs(
      host.app,
      host.owner,
    )<{ data: ReservationData }>(`/stays/local/${response.body.data.id}`);
    expect(page.body.data).toMatchObject({
      guestName: 'Maria Silva',
      CheckIn: '2026-12-20T14:00:00-03:00',
      checkout: '2026-12-23T11:00:00-03:00',
      revision: 0,
      form: {},
      // The property asks no deposit: the review shows no deposit section.
      residence: { id: host.residenceId, timeZone: 'America/Sao_Paulo', depositAmount: 0 },
    });
  });

  it.each([
    ['a property of another account', { residenceId: 'stranger' }, 'residenceId'],
    ['more guests than the property takes', { maxGuests: 7 }, 'maxGuests'],
    ['check-out before check-in', { checkout: '2026-12-19T11:00:00-03:00' }, 'checkout'],
    ['an unknown source', { source: 'fax' }, 'source'],
    ['a date that is not one', { CheckIn: 'tomorrow' }, 'CheckIn'],
    ['a number as the name', { guestName: 42 }, 'guestName'],
    ['an unknown field', { status: 3 }, 'status'],
    ['a NUL in the name, which PostgreSQL cannot store', { guestName: 'Ana\u0000' }, 'guestName'],
    ['an unpaired surrogate in the e-mail', { guestEmail: 'a\udc00@example.com' }, 'guestEmail'],
  ])('answers 400 naming the field for %s', async (_case, overrides, field) => {
    const body = reservationBody(host.residenceId, overrides);
    if ('residenceId' in overrides) body.residenceId = strangersResidence;
    const response = await apiAs(host.app, host.owner)<Answer>('/stays/reservations', { body });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.errors?.map((error) => error.field)).toContain(field);
  });

  it('names the character it cannot store in the caller’s language, and creates nothing', async () => {
    const body = reservationBody(host.residenceId, { guestName: 'Ana\u0000 Lima' });
    const streams = async () =>
      (
        await sql<{ count: number }>`select count(*)::int from es_streams`.execute(
          host.app.database.db,
        )
      ).rows[0]?.count;
    const before = await streams();
    const answers = await Promise.all(
      ['pt-BR', 'en-US', 'es-ES'].map((lang) =>
        apiAs(host.app, host.owner)<Answer>('/stays/reservations', {
          body,
          headers: { 'accept-language': lang },
        }),
      ),
    );
    expect(answers.map((answer) => [answer.status, answer.body.errors])).toEqual([
      [400, [{ field: 'guestName', message: 'Caractere U+0000 não permitido' }]],
      [400, [{ field: 'guestName', message: 'Character U+0000 not allowed' }]],
      [400, [{ field: 'guestName', message: 'Carácter U+0000 no permitido' }]],
    ]);
    expect(await streams()).toBe(before);
  });

  it('says by which channels the account sends the guest link on its own, so the host does not send it twice', async () => {
    const create = (overrides: Record<string, unknown>) =>
      apiAs(host.app, host.subUser)<Answer & { guestLinkSentBy: string[] }>('/stays/reservations', {
        body: reservationBody(host.residenceId, overrides),
      });
    const sentBy = async (overrides: Record<string, unknown> = {}) =>
      (await create(overrides)).body.guestLinkSentBy;
    // By default the link goes by e-mail and WhatsApp, to whichever the guest can be reached by.
    expect(await sentBy()).toEqual(['email', 'whatsapp']);
    expect(await sentBy({ guestEmail: null })).toEqual(['whatsapp']);
    expect(await sentBy({ guestPhone: null, guestEmail: null })).toEqual([]);
    // The owner's settings decide for every user of the account.
    const settings = await apiAs(host.app, host.owner)(`/config/${host.owner.id}`, {
      method: 'PUT',
      body: { emailGuestLinkOnCreation: false },
    });
    expect(settings.status).toBe(200);
    expect(await sentBy()).toEqual(['whatsapp']);
  });
});

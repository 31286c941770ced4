import { apiAs, waitFor } from '@chegada/testing';
import { aHostWithProperty } from '../../guest-form/__fixtures__/guest-form-fixtures';
import { streamOf } from '../../reservations/__fixtures__';
import { staysBooking } from '../__fixtures__/stays-peer';
import { aStaysWorld, type StaysHost } from '../__fixtures__/stays-world';

type Listed = {
  id: string;
  guestName: string;
  guestEmail: string | null;
  guestPhone: string | null;
  status: number;
  source: string;
  CheckIn: string;
  checkout: string;
  maxGuests: number;
  importedFrom: string | null;
};

const CANCELED = 6;
/** A guest the reservation names and reaches: no client record needed. */
const guest = (index: number) => ({
  name: `Guest ${index}`,
  primary: true,
  email: `guest${index}@example.com`,
  phones: [{ iso: `+55119876${String(index).padStart(5, '0')}` }],
});
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

// Issue 30: a host's Stays account becomes reservations through the real worker and database,
// against a local peer speaking Stays' API, and stays in step on every sync.
describe('reservations from Stays.net, synced by the worker', () => {
  const { world, aHost, api, connection, connect, syncAfter, nextSync } = aStaysWorld(3600);
  let host: StaysHost;
  const listed = async (of = host) =>
    (await api(of)<{ items: Listed[] }>('/stays/reservations?perPage=100')).body.items;

  beforeAll(async () => {
    host = await aHost('Lia');
  });

  it('refuses credentials Stays refuses, and never answers the secret back', async () => {
    const refused = await api(host)<{ code: string; message: string }>('/integrations/stays', {
      method: 'PUT',
      body: { domain: world.peer.domain, clientId: host.clientId, clientSecret: 'wrong' },
      headers: { 'accept-language': 'es-ES' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'STAYS_LOGIN_FAILED',
      message: 'Stays rechazó el client id y el secret. Revísalos en el App Center de Stays.',
    });
    const noSecret = await api(host)<{ errors: unknown[] }>('/integrations/stays', {
      method: 'PUT',
      body: { domain: 'https://Casa.Stays.net/', clientId: host.clientId },
      headers: { 'accept-language': 'en-US' },
    });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.errors).toEqual([
      { field: 'clientSecret', message: "Enter the client secret created in Stays' App Center" },
    ]);
    const privateDomain = (locale: string) =>
      api(host)<{ message: string; errors: unknown[] }>('/integrations/stays', {
        method: 'PUT',
        body: {
          domain: world.peer.domain.replace('localhost', '127.0.0.1'),
          clientId: host.clientId,
          clientSecret: host.secret,
        },
        headers: { 'accept-language': locale },
      });
    const loopback = await privateDomain('en-US');
    expect(loopback.status).toBe(400);
    const why = "This domain points to a private network. Use your Stays account's public domain.";
    expect(loopback.body.errors).toEqual([{ field: 'domain', message: why }]);
    // The top message says the same, not "fill in all required fields" (nothing is blank).
    expect(loopback.body.message).toBe(why);
    expect((await privateDomain('es-ES')).body.message).toBe(
      'Este dominio apunta a una red privada. Usa el dominio público de tu cuenta Stays.',
    );
    expect((await connection(host)).body.data).toBeNull();
  });

  it('imports each booking of a mapped listing once, over pages of 20, with the client record', async () => {
    const listingId = host.stays.listings[0]!._id;
    host.stays.listings.push({ _id: 'unmapped', id: 'UNMP', internalName: 'Elsewhere' });
    // 41 bookings: three pages; one on a listing nobody mapped.
    for (let index = 0; index < 40; index += 1)
      host.stays.reservations.push(
        staysBooking(`B${index}`, listingId, 10 + index * 3, 2, {
          guestsDetails: { adults: 1, list: [guest(index)] },
          partner: { name: 'Booking.com' },
        }),
      );
    host.stays.reservations.push(
      staysBooking('AIR1', listingId, 5, 3, { checkInTime: '16:00', checkOutTime: '09:30' }),
      staysBooking('NOPE', 'unmapped', 6, 2),
    );
    host.stays.clients.set('client-AIR1', {
      fName: 'Ana',
      lName: 'Costa',
      contactEmails: [{ adr: 'ana@example.com' }],
      phones: [{ iso: '+5511987654321' }],
    });
    // A slow Stays: the pages and client records are asked at most 4 at a time.
    world.peer.delayMs = 30;
    await connect(host);
    const view = await syncAfter(host, '');
    world.peer.delayMs = 0;
    expect(world.peer.maxInFlight).toBeGreaterThan(1);
    expect(world.peer.maxInFlight).toBeLessThanOrEqual(4);
    expect(view).toMatchObject({ created: 41, changed: 0, cancelled: 0, lastError: null });
    // The panel's history, newest first, and its times read where the mapped property is.
    expect(view.runs[0]).toEqual({
      at: view.lastSyncAt,
      created: 41,
      changed: 0,
      cancelled: 0,
      refused: 0,
      error: null,
    });
    expect(view.timeZone).toBe('America/Sao_Paulo');
    expect(view).not.toHaveProperty('clientSecret');
    expect(JSON.stringify((await connection(host)).body)).not.toContain(host.secret);

    const items = await waitFor(listed, (found) => found.length === 41);
    expect(items.find((item) => item.guestName === 'Ana Costa')).toMatchObject({
      guestEmail: 'ana@example.com',
      guestPhone: '+5511987654321',
      source: 'airbnb',
      importedFrom: 'stays',
      maxGuests: 3,
      status: 0,
    });
    const air = items.find((item) => item.guestName === 'Ana Costa')!;
    expect(Date.parse(air.CheckIn)).toBe(Date.parse(`${day(5)}T16:00:00-03:00`));
    expect(Date.parse(air.checkout)).toBe(Date.parse(`${day(8)}T09:30:00-03:00`));
    // The adults and children Stays gave: the host's review and the guest's stay step show them.
    const party = { adults: 2, children: 1 };
    const details = await api(host)<{ data: { bookedParty: unknown; form: object } }>(
      `/stays/local/${air.id}`,
    );
    expect(details.body.data).toMatchObject({ bookedParty: party, form: {} });
    // The guest's link names the host's company: one is given to this host.
    const { friendlyCode } = await aHostWithProperty(world.app, host.owner);
    const page = await apiAs(world.app)<{ data: { bookedParty: unknown } }>(
      `/stays/guestForm/${air.id}`,
      { headers: { source: 'airbnb', friendlycode: friendlyCode } },
    );
    expect(page.status).toBe(200);
    expect(page.body.data.bookedParty).toEqual(party);
    expect(items.find((item) => item.guestName === 'Guest 0')).toMatchObject({
      source: 'booking',
      maxGuests: 1,
    });
    const pages = world.peer.requests.filter(
      (request) =>
        request.clientId === host.clientId &&
        request.path.endsWith('/booking/reservations') &&
        request.query.type === undefined,
    );
    expect(pages.every((request) => Number(request.query.limit) <= 20)).toBe(true);
    // Three pages (20, 20, 2): the first alone, then at most 4 in flight until the short one
    // comes back; past it, only what the other 3 calls in flight had asked (before, waves of 4
    // went to skip 140).
    const skips = pages.map((request) => Number(request.query.skip));
    expect(skips).toEqual(expect.arrayContaining([0, 20, 40]));
    expect(Math.max(...skips)).toBeLessThanOrEqual(100);
    expect(pages[0]!.query).toMatchObject({ dateType: 'arrival', from: day(0), to: day(365) });
    expect(items.find((item) => item.guestName === 'Guest 7')).toMatchObject({
      guestEmail: 'guest7@example.com',
      guestPhone: '+5511987600007',
    });
    // Only the booking whose guest the reservation does not name needed its client record.
    const clientReads = () =>
      world.peer.requests
        .filter((request) => request.path.includes('/booking/clients/'))
        .map((request) => request.path);
    expect(clientReads()).toEqual(['/external/v1/booking/clients/client-AIR1']);

    expect(await nextSync(host)).toMatchObject({ created: 0, changed: 0, cancelled: 0 });
    expect(await listed()).toHaveLength(41);
    expect(clientReads()).toHaveLength(1);
  });

  it('asks Stays one page per list when the first page shows the list is short', async () => {
    const few = await aHost('Nina');
    const listingId = few.stays.listings[0]!._id;
    for (let index = 0; index < 3; index += 1)
      few.stays.reservations.push(
        staysBooking(`N${index}`, listingId, 4 + index * 3, 2, {
          guestsDetails: { adults: 1, list: [guest(100 + index)] },
        }),
      );
    few.stays.reservations.push(staysBooking('NX', listingId, 20, 2, { type: 'canceled' }));
    await connect(few);
    await waitFor(
      () => listed(few),
      (found) => found.length === 3,
    );
    const reservationCalls = () =>
      world.peer.requests
        .filter(
          (request) =>
            request.clientId === few.clientId && request.path.endsWith('/booking/reservations'),
        )
        .map((request) => `${request.query.type ?? 'booked'} ${request.query.skip}`);
    const before = reservationCalls().length;
    expect(await nextSync(few)).toMatchObject({ created: 0, changed: 0, cancelled: 0 });
    // One call for the bookings and one for the cancellations: no page past the end (8 before).
    expect(reservationCalls().slice(before).sort()).toEqual(['booked 0', 'canceled 0']);
  });

  it('keeps the stored secret when left empty, but sends it to no other domain', async () => {
    const before = (await connection(host)).body.data!.lastSyncAt!;
    const kept = await api(host)('/integrations/stays', {
      method: 'PUT',
      body: { domain: world.peer.domain, clientId: host.clientId },
    });
    expect(kept.status).toBe(200);
    expect(await syncAfter(host, before)).toMatchObject({ created: 0, lastError: null });
    const elsewhere = await api(host)<{ errors: { field: string }[] }>('/integrations/stays', {
      method: 'PUT',
      body: { domain: 'elsewhere.example.com', clientId: host.clientId },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual([expect.objectContaining({ field: 'clientSecret' })]);
    expect((await connection(host)).body.data?.domain).toBe(world.peer.domain);
  });

  it('moves a changed booking, cancels a cancelled one, and takes a cancel-and-recreate as a change', async () => {
    const [first, second, third] = host.stays.reservations;
    first!.checkOutDate = day(14);
    second!.type = 'canceled';
    // Cancelled on Stays and booked again under the channel's same code, on other dates.
    third!.type = 'canceled';
    host.stays.reservations.push(
      staysBooking('B2-again', third!._idlisting, 17, 4, {
        partnerCode: third!.partnerCode,
        guestsDetails: { adults: 1, list: [guest(2)] },
      }),
    );
    expect(await nextSync(host)).toMatchObject({ created: 0, changed: 2, cancelled: 1 });
    const items = await waitFor(listed, (found) => found.some((item) => item.status === CANCELED));
    const byName = (name: string) => items.filter((item) => item.guestName === name);
    expect(Date.parse(byName('Guest 0')[0]!.checkout)).toBe(
      Date.parse(`${day(14)}T10:00:00-03:00`),
    );
    expect(byName('Guest 1')[0]!.status).toBe(CANCELED);
    expect(byName('Guest 2')).toHaveLength(1);
    expect(byName('Guest 2')[0]!.status).toBe(0);
    expect(Date.parse(byName('Guest 2')[0]!.CheckIn)).toBe(Date.parse(`${day(17)}T15:00:00-03:00`));
    expect(items).toHaveLength(41);

    const details = await api(host)<{ data: { cancelMotive: string; importedFrom: string } }>(
      `/stays/local/${byName('Guest 1')[0]!.id}`,
    );
    expect(details.body.data).toMatchObject({
      cancelMotive: 'Reserva cancelada na Stays',
      importedFrom: 'stays',
      importedId: 'B1',
    });
    // Walk of issue 30: the recreated stay is shown, and found, by its live Stays id.
    const recreated = byName('Guest 2')[0]!.id;
    const shown = await api(host)<{ data: { importedId: string } }>(`/stays/local/${recreated}`);
    expect(shown.body.data.importedId).toBe('B2-again');
    const found = await api(host)<{ items: Listed[] }>('/stays/reservations?search=b2-AGAIN');
    expect(found.body.items.map((item) => item.id)).toEqual([recreated]);
    // Walk of issue 30: and by the channel's own code Stays carries (Airbnb's, here HMB2),
    // which the host has from the channel's e-mails.
    const byChannel = await api(host)<{ items: Listed[] }>(
      `/stays/reservations?search=${third!.partnerCode!.toLowerCase()}`,
    );
    expect(byChannel.body.items.map((item) => item.id)).toContain(recreated);
    const air = await api(host)<{ items: Listed[] }>('/stays/reservations?search=hmair1');
    expect(air.body.items.map((item) => item.guestName)).toEqual(['Ana Costa']);
    expect(await nextSync(host)).toMatchObject({ created: 0, changed: 0, cancelled: 0 });
    expect(await listed()).toHaveLength(41);
  });

  it('changes nothing when the host disconnects and connects the same account again', async () => {
    // After the cancel-and-recreate above: B2 cancelled on Stays, B2-again live under its code.
    const recreated = (await listed()).find((item) => item.guestName === 'Guest 2')!;
    const before = await streamOf(world.app, recreated.id);
    const { webhookUrl } = (await connection(host)).body.data!;
    const listings = () =>
      api(host)<{ data: { listings: { residenceId: string | null }[] } }>(
        '/integrations/stays/listings',
      );
    const notify = () =>
      fetch(`${world.app.baseUrl}${new URL(webhookUrl).pathname}`, { method: 'POST' });
    expect((await api(host)('/integrations/stays', { method: 'DELETE' })).status).toBe(204);
    // Disconnected: no connection, no listings to ask for, the webhook unknown, and the
    // property free to take a calendar instead.
    expect((await connection(host)).body.data).toBeNull();
    expect((await listings()).status).toBe(422);
    expect((await notify()).status).toBe(404);
    const feedForm = await api(host)<{ mappedToStays: boolean }>(
      `/residences/${host.residenceId}/calendar-feed`,
    );
    expect(feedForm.body.mappedToStays).toBe(false);
    // The secret went with the disconnection: it is asked again.
    const body = { domain: world.peer.domain, clientId: host.clientId };
    const noSecret = await api(host)('/integrations/stays', { method: 'PUT', body });
    expect(noSecret.status).toBe(400);
    const again = { ...body, clientSecret: host.secret };
    expect((await api(host)('/integrations/stays', { method: 'PUT', body: again })).status).toBe(
      200,
    );
    // The same account comes back whole: its listing's property and its webhook address (which
    // answers again: the webhook test below; not called here, to keep within its rate limit).
    expect((await connection(host)).body.data!.webhookUrl).toBe(webhookUrl);
    expect((await listings()).body.data.listings[0]!.residenceId).toBe(host.residenceId);
    expect(await nextSync(host)).toMatchObject({ created: 0, changed: 0, cancelled: 0 });
    expect((await streamOf(world.app, recreated.id)).map((event) => event.type)).toEqual(
      before.map((event) => event.type),
    );
    expect((await listed()).find((item) => item.id === recreated.id)!.status).toBe(0);
  });

  it("counts in the run's history a change the lifecycle refuses (a stay the host cancelled)", async () => {
    const booking = host.stays.reservations.find((each) => each.id === 'B5')!;
    const reservation = (await listed()).find((item) => item.guestName === 'Guest 5')!;
    // As the web client asks: answered once the list shows the cancellation.
    const cancelled = await api(host)('/stays/cancelForm', {
      method: 'PUT',
      body: { id: reservation.id, cancelMotive: 'Hóspede desistiu', userId: host.owner.id },
      headers: { Prefer: 'read-your-writes' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.headers.get('preference-applied')).toBe('read-your-writes');
    booking.checkOutDate = day(40);
    const view = await nextSync(host);
    expect(view).toMatchObject({ created: 0, changed: 0, cancelled: 0, lastError: null });
    expect(view.runs[0]).toMatchObject({ created: 0, changed: 0, refused: 1, error: null });
    expect(view.runs[1]).toMatchObject({ refused: 0 });
    const after = (await listed()).find((item) => item.id === reservation.id)!;
    expect(after.status).toBe(CANCELED);
  });

  it('waits as a 429 asks and goes on', async () => {
    host.stays.fail(429, 1, 1);
    const startedAt = Date.now();
    expect(await nextSync(host)).toMatchObject({ lastError: null, created: 0 });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1000);
    const statuses = world.peer.requests
      .filter((request) => request.clientId === host.clientId)
      .map((request) => request.status);
    expect(statuses).toContain(429);
  });

  it("records one account's failure for its host, while another account syncs", async () => {
    const other = await aHost('Bia');
    other.stays.reservations.push(staysBooking('BIA1', other.stays.listings[0]!._id, 20, 2));
    await connect(other);
    await syncAfter(other, '');
    // Connecting and mapping each ask a sync: the mapping's brings BIA1 (before BIA2 exists).
    await waitFor(
      () => listed(other),
      (found) => found.length === 1,
    );
    // Every try of the two lists' first pages (asked alone, 4 tries each) fails.
    host.stays.fail(500, 8);
    const failed = await nextSync(host);
    expect(failed.lastError).toEqual({
      code: 'HTTP_ERROR',
      status: 500,
      message:
        'Stays answered with error 500. We will try again; if it persists, contact Stays support.',
    });
    other.stays.reservations.push(staysBooking('BIA2', other.stays.listings[0]!._id, 30, 2));
    expect(await nextSync(other)).toMatchObject({ created: 1, lastError: null });
    // The list is a read model: it shows the new booking once it has caught up.
    expect(
      await waitFor(
        () => listed(other),
        (found) => found.length === 2,
      ),
    ).toHaveLength(2);
  });

  it('reads Stays again when Stays notifies, and refuses a wrong key', async () => {
    const { webhookUrl, lastSyncAt } = (await connection(host)).body.data!;
    const path = new URL(webhookUrl).pathname;
    const wrong = await fetch(`${world.app.baseUrl}/api/integrations/stays/not-the-key`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(wrong.status).toBe(404);
    host.stays.reservations.push(staysBooking('LATE', host.stays.listings[0]!._id, 200, 2));
    const notified = await fetch(`${world.app.baseUrl}${path}`, {
      method: 'POST',
      body: 'anything at all',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notified.status).toBe(202);
    expect(await syncAfter(host, lastSyncAt!)).toMatchObject({ created: 1, lastError: null });

    // A storm of notifications (a loop on Stays' side, or someone who learnt the address) is
    // bounded: 30 a minute per account, then 429 in the caller's language.
    const notify = () =>
      fetch(`${world.app.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'accept-language': 'en-US' },
      });
    const burst = await Promise.all(Array.from({ length: 29 }, notify));
    expect(burst.map((answer) => answer.status)).toEqual(Array(29).fill(202));
    const refused = await notify();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('keeps one source per property: a mapped property takes no iCal feed, and vice versa', async () => {
    const feed = await api(host)<{ code: string }>(
      `/residences/${host.residenceId}/calendar-feed`,
      { method: 'PUT', body: { url: 'https://www.airbnb.com/calendar/ical/1.ics' } },
    );
    expect(feed.status).toBe(409);
    expect(feed.body.code).toBe('PROPERTY_MAPPED_TO_STAYS');
    // The property's page reads why, and shows no form to be refused.
    // Walk of issue 30: with the syncs of the Stays account that brings its bookings.
    // The notifications just before may still be syncing: the page is read between two
    // alike reads of the connection, so both name the same sync.
    const { shown, status } = await waitFor(
      async () => {
        const before = (await connection(host)).body.data;
        const page = await api(host)<{ data: null; mappedToStays: boolean; stays: unknown }>(
          `/residences/${host.residenceId}/calendar-feed`,
          { headers: { 'accept-language': 'en-US' } },
        );
        const after = (await connection(host)).body.data;
        return {
          shown: page,
          status: after,
          still: JSON.stringify(before) === JSON.stringify(after),
        };
      },
      (read) => read.still,
    );
    expect(shown.body).toEqual({ data: null, mappedToStays: true, stays: status });
    expect(shown.body.stays).toMatchObject({ lastError: null, runs: expect.any(Array) });

    const other = await aHost('Caio');
    await api(other)(`/residences/${other.residenceId}/calendar-feed`, {
      method: 'PUT',
      body: { url: 'https://www.airbnb.com/calendar/ical/2.ics' },
    });
    await api(other)('/integrations/stays', {
      method: 'PUT',
      body: { domain: world.peer.domain, clientId: other.clientId, clientSecret: other.secret },
    });
    const mapped = await api(other)<{ code: string; message: string }>(
      `/integrations/stays/listings/${other.stays.listings[0]!._id}`,
      {
        method: 'PUT',
        body: { residenceId: other.residenceId },
        headers: { 'accept-language': 'en-US' },
      },
    );
    expect(mapped.status).toBe(409);
    expect(mapped.body.code).toBe('PROPERTY_HAS_CALENDAR_FEED');
    const { body } = await api(other)<{ data: { listings: unknown[]; properties: unknown[] } }>(
      '/integrations/stays/listings',
    );
    expect(body.data).toEqual({
      listings: [{ id: other.stays.listings[0]!._id, name: 'Apto Caio', residenceId: null }],
      properties: [{ id: other.residenceId, name: 'Casa Caio', hasCalendarFeed: true }],
    });
  });
});

import type { Job } from 'bullmq';
import { sql } from 'kysely';
import { reservationStreamId } from '@chegada/domain';
import { apiAs, untilEffectsFinished, waitFor } from '@chegada/testing';
import {
  aMessagingWorld,
  deliveriesOf,
  mailsAbout,
  messagesQueueOf,
} from '../../messages/__fixtures__';
import { reservationCalls, send, streamOf } from '../../reservations/__fixtures__';
import { aResidence } from '../../residences/__fixtures__/residences.builder';
import { cancelImportedBooking, importBooking } from '../__fixtures__/imported-booking';
import { LinkDispatchClock } from './link-dispatch-clock';

const DAY = 24 * 60 * 60 * 1000;
const SUBJECT = 'Your check-in at Apartamento Paulista';
const CONTACT = { guestEmail: 'ana.souza@example.com', guestPhone: '+55 11 98877-6655' };

describe('the guest link of an imported reservation, sent as its property says (issue 30)', () => {
  const world = aMessagingWorld();
  const messages = messagesQueueOf(world);
  afterEach(() => jest.restoreAllMocks());

  /** The host's choice, saved through the property's form (PUT /api/residences/:id). */
  const propertySends = async (guestLinkAutoSend: string, guestLinkDaysBefore = 3) => {
    const saved = await apiAs(world.app, world.owner)(`/residences/${world.host.residenceId}`, {
      method: 'PUT',
      body: aResidence({ guestLinkAutoSend, guestLinkDaysBefore }),
    });
    expect(saved.status).toBe(200);
  };
  const imported = (overrides: Parameters<typeof importBooking>[2] = {}) =>
    importBooking(
      world.app,
      { accountId: world.owner.id, residenceId: world.host.residenceId },
      overrides,
    );
  const linkWhatsApps = (to: string) =>
    world.whatsapp.accepted.filter(
      (one) => one.body.template.name === 'chegada_guest_link' && one.body.to === to,
    );
  const linkDeliveries = async (id: string) =>
    (await deliveriesOf(world.app, world.owner, id)).filter(
      (one) => one.template === 'guest-link' || one.template === 'chegada_guest_link',
    );
  /** The link's job for the reservation's creation, once it waits in the delayed set for days. */
  const waitingLinkJob = async (id: string): Promise<Job> => {
    const [created] = await streamOf(world.app, id);
    const jobId = `message-imported-guest-link-${created!.id}`;
    const waiting = async () =>
      ((await messages.queue.getJobState(jobId)) === 'delayed' &&
        (await messages.queue.getJob(jobId))) ||
      null;
    // A claim another job holds delays it briefly too: the wait for the day is the long one.
    return (await waitFor(waiting, (job) => (job?.delay ?? 0) > DAY)) as Job;
  };
  const untilJobOver = (job: Job) =>
    waitFor(
      async () => messages.queue.getJobState(job.id!),
      (state) => state === 'completed' || state === 'unknown',
    );
  const untilEffectsRan = (id: string) => untilEffectsFinished(world.app, reservationStreamId(id));
  const untilLinkMailed = (id: string) =>
    waitFor(
      async () => mailsAbout(world, id, SUBJECT),
      (found) => found.length > 0,
    );
  /** The host moves the stay to `checkIn` for `nights` (PUT extend), as the review does. */
  const moveStay = async (id: string, checkIn: Date, nights: number) => {
    const moved = await send(world.app, world.owner, {
      ...reservationCalls(id, world.owner.id).extend,
      body: {
        id,
        CheckIn: checkIn.toISOString(),
        checkout: new Date(checkIn.getTime() + nights * DAY).toISOString(),
        confirm: true,
      },
    });
    expect(moved.status).toBe(200);
  };
  /** "New dates" e-mails to `to` (they carry no link, hence no reservation id). */
  const newDatesMails = (to: string) =>
    world.smtp.received.filter(
      (mail) =>
        mail.subject === 'New dates at Apartamento Paulista' &&
        (mail.to as { text?: string } | undefined)?.text === to,
    );
  /** The link's clock `days` ahead: the job that runs next sees its day come. */
  const daysLater = (days: number) =>
    jest
      .spyOn(world.app.app.get(LinkDispatchClock, { strict: false }), 'now')
      .mockReturnValue(new Date(Date.now() + days * DAY));

  it('"at once": the link reaches the guest by e-mail and WhatsApp, once', async () => {
    await propertySends('at-once');
    const id = await imported({ ...CONTACT, guestPhone: '+55 11 98877-0001' });
    const [mail] = await untilLinkMailed(id);
    expect(mail?.to).toMatchObject({ text: CONTACT.guestEmail });
    expect(mail?.text).toContain(`/p/formdata/${world.host.friendlyCode}/airbnb/${id}`);
    const [whatsApp] = await waitFor(
      async () => linkWhatsApps('5511988770001'),
      (found) => found.length > 0,
    );
    expect(whatsApp?.body.template.language.code).toBe('en_US');
    await untilEffectsRan(id);
    expect(mailsAbout(world, id, SUBJECT)).toHaveLength(1);
    expect(linkWhatsApps('5511988770001')).toHaveLength(1);
    expect((await linkDeliveries(id)).map((one) => [one.channel, one.status]).sort()).toEqual([
      ['email', 'sent'],
      ['whatsapp', 'sent'],
    ]);
  });

  it('"2 days before": waits in the delayed set until then, and goes when the day comes', async () => {
    await propertySends('days-before', 2);
    const id = await imported({ ...CONTACT, checkInDays: 10 });
    const job = await waitingLinkJob(id);
    // Check-in on day 10 at 14:00 in São Paulo, less 2 days: about 8 days from now.
    const { delay } = job;
    expect(delay).toBeGreaterThan(7 * DAY);
    expect(delay).toBeLessThan(9 * DAY);
    expect(mailsAbout(world, id, SUBJECT)).toEqual([]);
    // The host's review says when it goes.
    const details = await apiAs(
      world.app,
      world.owner,
    )<{
      data: { guestLinkDueAt: string; CheckIn: string };
    }>(`/stays/local/${id}`);
    const { guestLinkDueAt, CheckIn } = details.body.data;
    // Check-in on day 10 at the property's 14:00 in São Paulo (17:00 UTC), less 2 days.
    const twoDaysBefore = new Date(Date.parse(CheckIn.slice(0, 10)) - 2 * DAY);
    expect(guestLinkDueAt).toBe(`${twoDaysBefore.toISOString().slice(0, 10)}T17:00:00.000Z`);

    // Run early (as after a Redis loss): it reads the day again and goes back to waiting.
    await job.promote();
    const again = await waitingLinkJob(id);
    expect(Math.abs(again.delay - delay)).toBeLessThan(60_000);
    expect(mailsAbout(world, id, SUBJECT)).toEqual([]);

    // The day has come: a minute past the moment the review named (a fixed number of days
    // from now would fall short or not depending on the hour the test runs).
    jest
      .spyOn(world.app.app.get(LinkDispatchClock, { strict: false }), 'now')
      .mockReturnValue(new Date(Date.parse(guestLinkDueAt) + 60_000));
    await again.promote();
    await untilLinkMailed(id);
    await untilJobOver(again);
    expect(mailsAbout(world, id, SUBJECT)).toHaveLength(1);
  });

  it('new dates move the day: a check-in brought closer sends the link now', async () => {
    await propertySends('days-before', 2);
    const id = await imported({ ...CONTACT, checkInDays: 20 });
    const job = await waitingLinkJob(id);
    const checkIn = new Date(Date.now() + DAY);
    await moveStay(id, checkIn, 3);
    await untilLinkMailed(id);
    // The creation's job, run now, finds the link already sent.
    await job.promote();
    await untilJobOver(job);
    expect(mailsAbout(world, id, SUBJECT)).toHaveLength(1);
  });

  it('dates changed before the link went: no "new dates" message, and the link carries them', async () => {
    await propertySends('days-before', 2);
    const guestEmail = 'early.move@example.com';
    const id = await imported({ ...CONTACT, guestEmail, checkInDays: 20 });
    const job = await waitingLinkJob(id);
    // Still weeks ahead: the link keeps waiting, and the guest has nothing to be told of.
    const checkIn = new Date(Date.now() + 25 * DAY);
    checkIn.setUTCHours(15, 0, 0, 0);
    const checkOut = new Date(checkIn.getTime() + 4 * DAY);
    await moveStay(id, checkIn, 4);
    // Every effect of the change has run, but the link's jobs waiting for their day.
    await untilEffectsFinished(
      world.app,
      reservationStreamId(id),
      (handler) => handler !== 'message-imported-guest-link',
    );
    expect(newDatesMails(guestEmail)).toEqual([]);
    expect((await deliveriesOf(world.app, world.owner, id)).map((one) => one.template)).toEqual([]);
    // The day comes: the link goes, with the dates as they are now.
    daysLater(24);
    await job.promote();
    const [mail] = await untilLinkMailed(id);
    const day = (at: Date) =>
      new Intl.DateTimeFormat('en-US', {
        dateStyle: 'short',
        timeZone: 'America/Sao_Paulo',
      }).format(at);
    expect(mail?.text).toContain(day(checkIn));
    expect(mail?.text).toContain(day(checkOut));
    await untilJobOver(job);
    expect(newDatesMails(guestEmail)).toEqual([]);
  });

  it('dates changed after the link went: the guest is told of them', async () => {
    await propertySends('at-once');
    const guestEmail = 'late.move@example.com';
    const id = await imported({ ...CONTACT, guestEmail, checkInDays: 20 });
    await untilLinkMailed(id);
    await untilEffectsRan(id);
    await moveStay(id, new Date(Date.now() + 22 * DAY), 3);
    await waitFor(
      async () => newDatesMails(guestEmail),
      (found) => found.length === 1,
    );
  });

  /** "Reservation cancelled" by e-mail and by WhatsApp to the guest. */
  const cancelledNews = (email: string, phone: string) => [
    ...world.smtp.received
      .filter(
        (mail) =>
          mail.subject === 'Reservation cancelled at Apartamento Paulista' &&
          (mail.to as { text?: string } | undefined)?.text === email,
      )
      .map(() => 'email'),
    ...world.whatsapp.accepted
      .filter(
        (one) =>
          one.body.template.name === 'chegada_reservation_cancelled' && one.body.to === phone,
      )
      .map(() => 'whatsapp'),
  ];
  const place = () => ({ accountId: world.owner.id, residenceId: world.host.residenceId });

  it('cancelled on Stays before the link went: the guest is told nothing', async () => {
    await propertySends('days-before', 2);
    const contact = { guestEmail: 'never.told@example.com', guestPhone: '+55 11 98877-0002' };
    const id = await imported({ ...contact, checkInDays: 20 });
    await waitingLinkJob(id);
    await cancelImportedBooking(world.app, place(), id);
    // The cancellation's message effect has been dispatched, and every effect but the link's ran.
    await waitFor(
      async () =>
        (
          await sql`select 1 from effect_log where stream_id = ${reservationStreamId(id)}
            and handler = 'message-guest-cancelled'`.execute(world.app.database.db)
        ).rows.length,
      (found) => found === 1,
    );
    await untilEffectsFinished(
      world.app,
      reservationStreamId(id),
      (handler) => handler !== 'message-imported-guest-link',
    );
    expect(cancelledNews(contact.guestEmail, '5511988770002')).toEqual([]);
    expect(await deliveriesOf(world.app, world.owner, id)).toEqual([]);
  });

  it('cancelled on Stays after the link went: the guest is told by e-mail and WhatsApp', async () => {
    await propertySends('at-once');
    const contact = { guestEmail: 'told.cancel@example.com', guestPhone: '+55 11 98877-0003' };
    const id = await imported({ ...contact, checkInDays: 20 });
    await untilLinkMailed(id);
    await untilEffectsRan(id);
    await cancelImportedBooking(world.app, place(), id);
    const told = await waitFor(
      async () => cancelledNews(contact.guestEmail, '5511988770003').sort(),
      (found) => found.length === 2,
    );
    expect(told).toEqual(['email', 'whatsapp']);
  });

  it('a stay cancelled before its day gets no link', async () => {
    await propertySends('days-before', 2);
    const id = await imported({ ...CONTACT, checkInDays: 10 });
    const job = await waitingLinkJob(id);
    const calls = reservationCalls(id, world.owner.id);
    expect((await send(world.app, world.owner, calls.cancel)).status).toBe(200);
    // Nothing waits any more: the review no longer names a day.
    const details = await apiAs(
      world.app,
      world.owner,
    )<{ data: { guestLinkDueAt: null } }>(`/stays/local/${id}`);
    expect(details.body.data.guestLinkDueAt).toBeNull();
    daysLater(9);
    await job.promote();
    await untilJobOver(job);
    await untilEffectsRan(id);
    expect(mailsAbout(world, id, SUBJECT)).toEqual([]);
    expect(await linkDeliveries(id)).toEqual([]);
  });

  it('"off": nothing goes by itself, and the host still sends it by hand', async () => {
    await propertySends('off');
    const id = await imported(CONTACT);
    await untilEffectsRan(id);
    expect(mailsAbout(world, id, SUBJECT)).toEqual([]);
    const resent = await apiAs(world.app, world.owner)(
      `/stays/reservations/${id}/resend/guest-link`,
      { method: 'POST' },
    );
    expect(resent.status).toBeLessThan(300);
    await untilLinkMailed(id);
  });

  it('without a contact (iCal): nothing is sent, and the list marks it for the host', async () => {
    await propertySends('at-once');
    const before = world.smtp.received.length;
    const id = await imported({ checkInDays: 5 });
    await untilEffectsRan(id);
    expect(world.smtp.received.slice(before).filter((mail) => mail.text?.includes(id))).toEqual([]);
    expect(await linkDeliveries(id)).toEqual([]);
    type Listed = {
      items: { id: string; importedFrom: string; guestEmail: null; status: number }[];
    };
    const listed = await waitFor(
      async () =>
        (await apiAs(world.app, world.owner)<Listed>('/stays/reservations')).body.items.find(
          (item) => item.id === id,
        ),
      (item) => item !== undefined,
    );
    // What the list and the review read as "link not sent — no contact" (linkNotSent).
    expect(listed).toMatchObject({
      importedFrom: 'stays',
      guestEmail: null,
      guestPhone: null,
      status: 0,
    });
  });
});

import type { Job } from 'bullmq';
import { reservationStreamId } from '@chegada/domain';
import {
  anOwner,
  apiAs,
  startMessagingApp,
  untilEffectsFinished,
  untilQueuesIdle,
  waitFor,
  type Member,
  type MessagingApp,
} from '@chegada/testing';
import { aHostWithProperty, guestHeaders } from '../../guest-form/__fixtures__/guest-form-fixtures';
import {
  createReservation,
  reservationCalls,
  send,
  streamOf,
  submitForm,
} from '../../reservations/__fixtures__';
import { peerSettings, TTLockPeer } from '../../locks/__fixtures__/ttlock-peer';
import { deliveriesOf } from './__fixtures__/deliveries';
import { aMessagingWorld, aSubmittedStay, messagesQueueOf } from './__fixtures__/messaging-world';
import { MESSAGES_QUEUE } from './message-effect';

const HOUR = 60 * 60 * 1000;
const CODE = '482913';

describe('the door code, sent to the guest 2 hours before check-in (issue 18)', () => {
  const world = aMessagingWorld({ usesTTLock: true });
  const messages = messagesQueueOf(world);

  /** A submitted reservation with the host's manual code, approved; check-in `hours` from now. */
  const approvedStay = async (hours: number, language = 'en-US', host = world.host) => {
    const { id, checkIn, calls } = await aSubmittedStay(world, { hours, language, host });
    const owner = host.member;
    expect((await send(world.app, owner, calls.dynamicPassword)).status).toBe(200);
    expect((await send(world.app, owner, calls.approve)).status).toBe(200);
    return { id, checkIn, calls };
  };
  const deliveries = (id: string) => deliveriesOf(world.app, world.owner, id);
  const delayedJob = (jobId: string): Promise<Job> =>
    waitFor(
      async () =>
        (await messages.queue.getJobState(jobId)) === 'delayed' &&
        (await messages.queue.getJob(jobId)),
      (job): job is Job => Boolean(job),
    ) as Promise<Job>;
  const doorCodeJob = async (id: string): Promise<Job> => {
    const approved = (await streamOf(world.app, id)).find(
      (event) => event.type === 'ReservationApproved',
    );
    return delayedJob(`message-door-code-${approved!.id}`);
  };
  /** Every effect of the stay has run (of those counted), and no job waits or runs. */
  const untilSettled = async (id: string, counted?: (handler: string) => boolean) => {
    await untilEffectsFinished(world.app, reservationStreamId(id), counted);
    // Stays of other tests hold their door codes in the delayed set.
    await untilQueuesIdle(world.app, [MESSAGES_QUEUE], { ignoreDelayed: true });
  };
  const codeMails = (id: string) =>
    world.smtp.received.filter((mail) => mail.text?.includes(CODE) && mail.text.includes(id));
  const codeWhatsApps = () =>
    world.whatsapp.accepted.filter((one) => one.body.template.name === 'chegada_door_code');

  it('sends the code at once by e-mail and WhatsApp when check-in is less than 2 hours away', async () => {
    const whatsAppsBefore = codeWhatsApps().length;
    const { id } = await approvedStay(1);
    const [mail] = await waitFor(
      async () => codeMails(id),
      (found) => found.length > 0,
    );
    expect(mail?.subject).toBe('Your door code at Casa Azul');
    expect(mail?.headers.get('content-language')).toBe('en-US');
    expect(mail?.text).toContain(`Door code: ${CODE}`);
    const [whatsApp] = (
      await waitFor(
        async () => codeWhatsApps(),
        (found) => found.length > whatsAppsBefore,
      )
    ).slice(whatsAppsBefore);
    expect(whatsApp?.body).toMatchObject({
      to: '5511987654321',
      template: { name: 'chegada_door_code', language: { code: 'en_US' } },
    });
    const texts = whatsApp?.body.template.components?.[0]?.parameters.map((one) => one.text);
    expect(texts?.[3]).toBe(CODE);
    const sent = await waitFor(
      async () => (await deliveries(id)).filter((one) => one.template === 'door-code'),
      (found) => found.some((one) => one.status === 'sent'),
    );
    expect(sent.map((one) => one.channel)).toContain('email');
  });

  it('waits in the delayed set until 2 hours before a check-in days away, sending nothing yet', async () => {
    const { id, checkIn } = await approvedStay(72, 'pt-BR');
    const job = await doorCodeJob(id);
    // Moved to the delayed set when it first ran, just after approval: due 2 h before check-in.
    expect(job.delay).toBeGreaterThan(69 * HOUR);
    expect(Math.abs(job.delay - (checkIn.getTime() - 2 * HOUR - Date.now()))).toBeLessThan(60_000);
    await untilSettled(id, (handler) => handler !== 'message-door-code');
    expect(codeMails(id)).toEqual([]);
    expect((await deliveries(id)).filter((one) => one.template === 'door-code')).toEqual([]);

    // Run early (as after a Redis loss): it reads the check-in again and goes back to waiting.
    await job.promote();
    const again = await delayedJob(job.id!);
    expect(Math.abs(again.delay - (checkIn.getTime() - 2 * HOUR - Date.now()))).toBeLessThan(
      60_000,
    );
    expect(codeMails(id)).toEqual([]);
  });

  // Issue 27: /u/config's accessReleaseHoursBeforeCheckIn was saved and then ignored.
  it('follows the account’s 24 h setting: the code shows 23 h before check-in, not 25 h, and the job waits for 24 h before', async () => {
    const owner = await anOwner(world.app, 'Early host');
    const host = await aHostWithProperty(world.app, owner, { usesTTLock: true });
    const saved = await apiAs(world.app, owner)(`/config/${owner.id}`, {
      method: 'PUT',
      body: { accessReleaseHoursBeforeCheckIn: 24 },
    });
    expect(saved.status).toBe(200);
    type Access = { data: { access: { released: boolean; passcode: string | null } } };
    const guestPage = async (id: string) =>
      (
        await apiAs(world.app)<Access>(`/stays/guestForm/${id}`, {
          headers: guestHeaders(host),
        })
      ).body.data.access;

    const soon = await approvedStay(23, 'en-US', host);
    expect(await guestPage(soon.id)).toMatchObject({ released: true, passcode: CODE });
    await waitFor(
      async () => codeMails(soon.id),
      (found) => found.length > 0,
    );

    const later = await approvedStay(25, 'en-US', host);
    expect(await guestPage(later.id)).toMatchObject({ released: false, passcode: null });
    const job = await doorCodeJob(later.id);
    expect(Math.abs(job.delay - (later.checkIn.getTime() - 24 * HOUR - Date.now()))).toBeLessThan(
      60_000,
    );
    expect(codeMails(later.id)).toEqual([]);
  });

  it('meets a check-in moved earlier by new dates, and the code goes once', async () => {
    const { id, calls } = await approvedStay(72);
    const approvalJob = await doorCodeJob(id);
    const checkIn = new Date(Date.now() + HOUR);
    const extended = await send(world.app, world.owner, {
      ...calls.extend,
      body: {
        ...calls.extend.body,
        CheckIn: checkIn.toISOString(),
        checkout: new Date(checkIn.getTime() + 96 * HOUR).toISOString(),
      },
    });
    expect(extended.status).toBe(200);
    await waitFor(
      async () => codeMails(id),
      (found) => found.length > 0,
    );
    // The approval's job, run now, finds the code already sent.
    await approvalJob.promote();
    await waitFor(
      async () => messages.queue.getJobState(approvalJob.id!),
      (state) => state === 'completed' || state === 'unknown',
    );
    expect(codeMails(id)).toHaveLength(1);
  });

  it('sends the code the host sets by hand after approval, once, and never the first again', async () => {
    const { id, calls } = await approvedStay(1);
    await waitFor(
      async () => codeMails(id),
      (found) => found.length === 1,
    );
    const NEW_CODE = '715204';
    const changed = await send(world.app, world.owner, {
      ...calls.dynamicPassword,
      body: { dynamicPassword: NEW_CODE },
    });
    expect(changed.status).toBe(200);
    const [mail] = await waitFor(
      async () => world.smtp.received.filter((one) => one.text?.includes(`Door code: ${NEW_CODE}`)),
      (found) => found.length > 0,
    );
    expect(mail?.subject).toBe('Your door code at Casa Azul');
    await untilSettled(id);
    expect(codeMails(id)).toHaveLength(1);
    const sent = (await deliveries(id)).filter(
      (one) => one.template === 'door-code' && one.channel === 'email' && one.status === 'sent',
    );
    expect(sent).toHaveLength(2);
  });

  it('sends nothing when the reservation was cancelled before the time', async () => {
    const { id, calls } = await approvedStay(72, 'pt-BR');
    const job = await doorCodeJob(id);
    expect((await send(world.app, world.owner, calls.cancel)).status).toBe(200);
    await job.promote();
    await waitFor(
      async () => messages.queue.getJobState(job.id!),
      (state) => state === 'completed' || state === 'unknown',
    );
    // The door code's job is over (above); the stay's other effects and jobs too.
    await untilSettled(id, (handler) => handler !== 'message-door-code');
    expect(codeMails(id)).toEqual([]);
    expect((await deliveries(id)).filter((one) => one.template === 'door-code')).toEqual([]);
  });

  it("sends the host's own words for the door code, {passcode} included, in the guest's language", async () => {
    const saved = await apiAs(world.app, world.owner)(`/message-templates/door-code/es-ES`, {
      method: 'PUT',
      body: {
        subject: 'Llave de {propertyName}',
        body: 'Hola {guestName}, tu código: {passcode}.',
      },
    });
    expect(saved.status).toBe(200);
    await approvedStay(1, 'es-ES');
    const [mail] = await waitFor(
      async () => world.smtp.received.filter((one) => one.subject === 'Llave de Casa Azul'),
      (found) => found.length > 0,
    );
    expect(mail?.subject).toBe('Llave de Casa Azul');
    expect(mail?.text).toContain(`tu código: ${CODE}.`);
  });
});

describe('the door code from the lock, with the TTLock, SMTP and WhatsApp peers', () => {
  const TTLOCK_USER = 'host@ttlock.test';
  const TTLOCK_PASSWORD = 'segredo-da-fechadura';
  const LOCK = 4_242;
  let peer: TTLockPeer;
  let world: MessagingApp & { owner: Member };

  beforeAll(async () => {
    peer = await new TTLockPeer(TTLOCK_USER, TTLOCK_PASSWORD).start();
    peer.addLock(LOCK, 'Porta da frente');
    const started = await startMessagingApp(peerSettings(peer));
    world = { ...started, owner: await anOwner(started.app, 'Lock host') };
  });
  afterAll(async () => {
    await world.app.close();
    await peer.stop();
  });

  it("sends the lock's passcode once TTLock has it, when check-in is less than 2 hours away", async () => {
    const api = apiAs(world.app, world.owner);
    const { residenceId } = await aHostWithProperty(world.app, world.owner);
    await api('/locks/ttlock', {
      method: 'PUT',
      body: { username: TTLOCK_USER, password: TTLOCK_PASSWORD },
    });
    const picked = await api(`/locks/residences/${residenceId}`, {
      method: 'PUT',
      body: { lockId: String(LOCK) },
    });
    expect(picked.status).toBe(200);
    const checkIn = new Date(Date.now() + HOUR);
    const id = await createReservation(world.app, world.owner, residenceId, {
      language: 'pt-BR',
      CheckIn: checkIn.toISOString(),
      checkout: new Date(checkIn.getTime() + 48 * HOUR).toISOString(),
    });
    await submitForm(world.app, world.owner.id, id);
    const calls = reservationCalls(id, world.owner.id);
    expect((await send(world.app, world.owner, calls.approve)).status).toBe(200);
    const [code] = await waitFor(
      async () => peer.codes(LOCK),
      (codes) => codes.length === 1,
    );
    const [mail] = await waitFor(
      async () =>
        world.smtp.received.filter((one) => one.subject?.startsWith('Sua senha da porta')),
      (found) => found.length > 0,
    );
    expect(mail?.text).toContain(`Senha da porta: ${code!.keyboardPwd}`);
  });
});

import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { anOwner, startMessagingApp, type Member, type MessagingApp } from '@chegada/testing';
import {
  aHostWithProperty,
  type Host,
  type PropertyOverrides,
} from '../../../guest-form/__fixtures__/guest-form-fixtures';
import { DoorCodeSeal } from '../../../locks';
import { MESSAGES_QUEUE } from '../../../message-delivery';
import {
  createReservation,
  reservationCalls,
  submitForm,
} from '../../../reservations/__fixtures__';

export type MessagingWorld = MessagingApp & { owner: Member; host: Host };

/** The API with its mail and WhatsApp peers, started once for the file: an owner and a property. */
export const aMessagingWorld = (property: PropertyOverrides = {}): MessagingWorld => {
  const world = {} as MessagingWorld;
  beforeAll(async () => {
    Object.assign(world, await startMessagingApp());
    world.owner = await anOwner(world.app, 'Host');
    world.host = await aHostWithProperty(world.app, world.owner, property);
  });
  afterAll(() => world.app.close());
  return world;
};

/**
 * The worker's messages queue, opened for the spec file: its delayed jobs (a door code, a guest
 * link waiting for its day) to read and promote.
 */
export const messagesQueueOf = (world: MessagingWorld) => {
  const opened = {} as { queue: Queue };
  beforeAll(() => {
    opened.queue = new Queue(MESSAGES_QUEUE, {
      connection: { url: world.app.config.REDIS_URL },
      prefix: world.app.config.REDIS_PREFIX,
    });
  });
  afterAll(() => opened.queue.close());
  return opened;
};

const HOUR = 60 * 60 * 1000;

/**
 * A reservation of the property checking in `hours` from now for three nights, in `language`,
 * with the guest's form sent: what the host approves next.
 */
export const aSubmittedStay = async (
  world: MessagingWorld,
  { hours = 1, language = 'en-US', host = world.host } = {},
) => {
  const checkIn = new Date(Date.now() + hours * HOUR);
  const id = await createReservation(world.app, host.member, host.residenceId, {
    language,
    CheckIn: checkIn.toISOString(),
    checkout: new Date(checkIn.getTime() + 72 * HOUR).toISOString(),
  });
  await submitForm(world.app, host.member.id, id);
  return { id, checkIn, calls: reservationCalls(id, host.member.id) };
};

/** Gives the world's property a manual door code, sealed as the API keeps it. */
export const setPropertyDoorCode = async (world: MessagingWorld, code: string) => {
  const sealed = world.app.app.get(DoorCodeSeal).seal(world.host.residenceId, code);
  await sql`update residences set door_code = ${sealed} where id = ${world.host.residenceId}`.execute(
    world.app.database.db,
  );
};

/** The e-mails about reservation `id` with this subject the mail peer has received. */
export const mailsAbout = (world: MessagingWorld, id: string, subject: string) =>
  world.smtp.received.filter((mail) => mail.subject === subject && mail.text?.includes(id));

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '@chegada/event-store';
import {
  reservationStreamId,
  type CommandMetadata,
  type ReservationCommand,
} from '@chegada/domain';
import {
  aSubUserOf,
  anOwner,
  apiAs,
  startAccountsApp,
  type Member,
  type TestApp,
} from '@chegada/testing';
import type { CommandContext } from '../../common';
import { commandMetadataOf, ReservationCommands } from '../reservation-commands';

export type ResidenceOverrides = { maxGuests?: number; usesTTLock?: boolean; name?: string };

/** A property of the account, inserted as the residences API would leave it. */
export const insertResidence = async (
  app: TestApp,
  accountId: string,
  { maxGuests = 6, usesTTLock = true, name = 'Casa da Praia' }: ResidenceOverrides = {},
): Promise<string> => {
  const { rows } = await sql<{ id: string }>`
    insert into residences (account_id, name, cep, street, number, neighborhood, city, state,
      time_zone, check_in_time, check_out_time, max_guests, parking_spaces, uses_ttlock, lock_id,
      dynamic_password, supported_languages, deposit_amount, house_rules, search_text)
    values (${accountId}, ${name}, '01310100', 'Avenida Paulista', '1000', 'Bela Vista',
      'São Paulo', 'SP', 'America/Sao_Paulo', '14:00', '11:00', ${maxGuests}, 1, ${usesTTLock},
      ${usesTTLock ? 'lock-1' : null}, ${usesTTLock}, ${['pt-BR', 'en-US']}, 0, '',
      ${name.toLowerCase()})
    returning id`.execute(app.database.db);
  return rows[0]!.id;
};

export type Host = { app: TestApp; owner: Member; subUser: Member; residenceId: string };

/** The API started once for the file: an owner, a sub-user of theirs and a property. */
export const aHostWithProperty = (residence: ResidenceOverrides = {}): Host => {
  const host = {} as Host;
  beforeAll(async () => {
    host.app = await startAccountsApp();
    host.owner = await anOwner(host.app, 'Host');
    host.subUser = await aSubUserOf(host.app, host.owner, 'Helper');
    host.residenceId = await insertResidence(host.app, host.owner.id, residence);
  });
  afterAll(() => host.app.close());
  return host;
};

/** The body of POST /api/stays/reservations, with overrides. */
export const reservationBody = (residenceId: string, overrides: Record<string, unknown> = {}) => ({
  residenceId,
  guestName: 'Maria Silva',
  guestEmail: 'maria@example.com',
  guestPhone: '+55 11 98765-4321',
  CheckIn: '2026-12-20T14:00:00-03:00',
  checkout: '2026-12-23T11:00:00-03:00',
  source: 'airbnb',
  maxGuests: 4,
  language: 'pt-BR',
  ...overrides,
});

export type ReservationData = {
  id: string;
  status: number;
  statusName: string;
  hidden: boolean;
  CheckIn: string;
  checkout: string;
  maxGuests: number;
  revision: number;
  responsibleUserId: string | null;
  checkoutResponsibleUserId: string | null;
  sensitiveDataRemoved: boolean;
  guestName?: string | null;
};

export type Answer = {
  success?: boolean;
  message: string;
  code?: string;
  currentRevision?: number;
  newPasscode?: null;
  data: ReservationData;
  errors?: { field: string; message: string }[];
};

/** Creates a reservation over HTTP as the member; answers its id. */
export const createReservation = async (
  app: TestApp,
  member: Member,
  residenceId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> => {
  const response = await apiAs(app, member)<Answer>('/stays/reservations', {
    body: reservationBody(residenceId, overrides),
  });
  if (response.status !== 201) throw new Error(`create: ${response.status}`);
  return response.body.data.id;
};

export const streamOf = (app: TestApp, reservationId: string): Promise<RecordedEvent[]> =>
  app.app.get<EventStore>(EVENT_STORE).readStream(reservationStreamId(reservationId));

/**
 * What the guest (issue 5) or the system does, executed by ReservationCommands as the host's
 * commands: how a test brings a reservation to a status no host endpoint reaches.
 */
export const runAsSystem = (
  app: TestApp,
  accountId: string,
  command: (metadata: CommandMetadata) => ReservationCommand,
) => {
  const context: CommandContext = {
    actor: { id: accountId, role: 'DEFAULT_USER', accountId },
    commandId: randomUUID(),
    correlationId: randomUUID(),
    occurredAt: new Date().toISOString(),
  };
  const { type, data } = command(commandMetadataOf(context));
  return app.app.get(ReservationCommands).execute(type, data, context);
};

/** The guest submits a complete form: TO_FORM → TO_APROVE. */
export const submitForm = (
  app: TestApp,
  accountId: string,
  reservationId: string,
  registeredGuests = 1,
) =>
  runAsSystem(app, accountId, (metadata) => ({
    type: 'SubmitGuestForm',
    data: { reservationId, fields: {}, registeredGuests, needsAutomaticChecks: false },
    metadata,
  }));

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataRequestView } from '@chegada/contracts';
import {
  anOwner,
  dataRequestCodeIn,
  eventually,
  requestJson,
  startAccountsApp,
  startSmtpPeer,
  type Member,
  type SmtpPeer,
  type TestApp,
} from '@chegada/testing';
import {
  aCompleteForm,
  aHostWithProperty,
  documentFiles,
  aJpeg,
  guestHeaders,
  putGuestForm,
  type Host,
  type UploadFile,
} from '../../guest-form/__fixtures__/guest-form-fixtures';
import { createReservation } from '../../reservations/__fixtures__';

/** A guest's contact and identity, as the host and the form give them. */
export type AGuest = { name: string; email: string; phone: string; cpf: string };

export const MARIA: AGuest = {
  name: 'Maria Silva',
  email: 'maria@example.com',
  phone: '+55 11 98765-4321',
  cpf: '529.982.247-25',
};
export const JOANA: AGuest = {
  name: 'Joana Prado',
  email: 'joana.prado@example.com',
  phone: '+55 21 99876-5432',
  cpf: '111.444.777-35',
};
export const RUI: AGuest = {
  name: 'Rui Teixeira',
  email: 'rui.teixeira@example.com',
  phone: '+55 31 98888-7777',
  cpf: '390.533.447-05',
};

/** What a scan looks for: the name, the CPF, the e-mail and the phone as each was typed. */
export const needlesOf = (guest: AGuest): string[] => [
  guest.name,
  guest.cpf,
  guest.cpf.replace(/\D/g, ''),
  guest.email,
  guest.phone,
  `+${guest.phone.replace(/\D/g, '')}`,
];

export type DataRequestsWorld = {
  app: TestApp;
  smtp: SmtpPeer;
  owner: Member;
  host: Host;
  /** The files the file store holds for a reservation. */
  filesDir: string;
};

/**
 * The whole product in this process (messages by a real SMTP peer), a host and a property;
 * `settings`, read once the world starts, adds configuration (another provider's peer).
 */
export const aDataRequestsWorld = (
  settings: () => Record<string, string> = () => ({}),
): DataRequestsWorld => {
  const world = {} as DataRequestsWorld;
  beforeAll(async () => {
    world.filesDir = mkdtempSync(join(tmpdir(), 'chegada-data-requests-'));
    world.smtp = await startSmtpPeer();
    world.app = await startAccountsApp({
      PROCESS: 'api,projections,worker',
      SMTP_URL: world.smtp.url,
      FILE_STORAGE_DIR: world.filesDir,
      ...settings(),
    });
    world.owner = await anOwner(world.app, 'Host');
    world.host = await aHostWithProperty(world.app, world.owner);
  });
  afterAll(async () => {
    await world.app.close();
    await world.smtp.close();
    rmSync(world.filesDir, { recursive: true, force: true });
  });
  return world;
};

/**
 * A reservation for `guest`, whose complete form they send with every file; `more` adds to
 * the form (or keeps it a draft: `submit: false`) and to the files.
 */
export const aSubmittedStay = async (
  world: DataRequestsWorld,
  guest: AGuest,
  more: { form?: Record<string, unknown>; files?: Record<string, UploadFile> } = {},
): Promise<string> => {
  const id = await createReservation(world.app, world.host.member, world.host.residenceId, {
    guestName: guest.name,
    guestEmail: guest.email,
    guestPhone: guest.phone,
    CheckIn: '2027-03-10T14:00:00-03:00',
    checkout: '2027-03-13T11:00:00-03:00',
  });
  const sent = await putGuestForm(
    world.app,
    `/stays/guestForm/${id}`,
    {
      data: aCompleteForm({
        name: guest.name,
        email: guest.email,
        phone: guest.phone,
        cpf: guest.cpf,
        ...more.form,
      }),
      files: await documentFiles({ deposit_proof: await aJpeg('deposit.jpg'), ...more.files }),
    },
    guestHeaders(world.host),
  );
  if (sent.status !== 200) throw new Error(`submit: ${sent.status} ${JSON.stringify(sent.body)}`);
  return id;
};

/** `companion`: the key of an adult companion asking from their own link. */
const guestCall = <T>(world: DataRequestsWorld, path: string, body?: unknown, companion?: string) =>
  requestJson<T>(`${world.app.baseUrl}/api/stays/guestForm/${path}`, {
    ...(body === undefined ? { method: 'GET' } : { body }),
    headers: {
      ...guestHeaders(world.host),
      ...(companion ? { additionalguestkey: companion } : {}),
    },
  });

/** The code e-mailed to `to` after the first `after` messages (other messages may come between). */
export const codeSentTo = (world: DataRequestsWorld, to: string, after: number) =>
  eventually(
    async () =>
      world.smtp.received
        .slice(after)
        .filter((mail) => JSON.stringify(mail.to).includes(to))
        .map(dataRequestCodeIn)
        .findLast((code) => code !== undefined),
    15_000,
    `a code sent to ${to}`,
  );

/** The guest asks from their link and confirms with the code their e-mail received. */
export const askAndConfirm = async (
  world: DataRequestsWorld,
  reservationId: string,
  email: string,
  body: Record<string, unknown>,
  companion?: string,
): Promise<DataRequestView> => {
  const before = world.smtp.received.length;
  const asked = await guestCall<{ request: DataRequestView }>(
    world,
    `${reservationId}/data-requests`,
    body,
    companion,
  );
  if (asked.status !== 201) throw new Error(`ask: ${asked.status} ${JSON.stringify(asked.body)}`);
  const code = await codeSentTo(world, email, before);
  const confirmed = await guestCall<DataRequestView>(
    world,
    `${reservationId}/data-requests/${asked.body.request.id}/confirm`,
    { code },
    companion,
  );
  if (confirmed.status !== 200)
    throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return confirmed.body;
};

export const guestRequests = (
  world: DataRequestsWorld,
  reservationId: string,
  companion?: string,
) => guestCall<DataRequestView[]>(world, `${reservationId}/data-requests`, undefined, companion);

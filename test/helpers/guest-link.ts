import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { genericGuestLinkPath, guestLinkPath } from '@chegada/contracts';
import {
  aCompleteForm,
  aJpeg,
  documentFiles,
  putGuestForm,
} from '../../apps/api/src/guest-form/__fixtures__/guest-form-fixtures';
import { aResidence } from '../../apps/api/src/residences/__fixtures__/residences.builder';
import { createReservation, expectStatus, hostApi } from './host-api';
import { requestJson } from './http';

/** A host with a property asking a R$ 500 deposit by pix, and a reservation starting in 3 days. */
export type GuestLinkSetup = {
  link: string;
  reservationId: string;
  hostToken: string;
  /** The host's sign-in, for a test that opens the console (password: HOST_PASSWORD). */
  hostEmail: string;
  /** The host and property the reservation is of (anotherGuestLink makes one more). */
  host: HostWithResidence;
};

type HostWithResidence = {
  token: string;
  hostEmail: string;
  friendlyCode: string;
  residenceId: string;
};

export const HOST_PASSWORD = 'secret1';

const inDays = (days: number, time: string) => {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${time}:00-03:00`;
};

/** A host (signed up, no subscription) with a property in three languages (and `fields`). */
export const aHostWithResidence = async (
  baseUrl: string,
  fields: Record<string, unknown> = {},
): Promise<HostWithResidence> => {
  const hostEmail = `helena-${Date.now()}@pousada.test`;
  const registered = await requestJson<{ token: string }>(`${baseUrl}/api/register`, {
    body: {
      name: 'Helena Costa',
      email: hostEmail,
      phone: '+55 11 98765-4321',
      companyName: 'Pousada Sol Nascente',
      cnpj: '11.222.333/0001-81',
      password: HOST_PASSWORD,
      confirmPassword: HOST_PASSWORD,
      quantityOfProperties: 3,
      skipSubscription: true,
    },
  });
  expectStatus('register', registered.status, 201, registered.body);
  const token = registered.body.token;
  const me = await requestJson<{ company: { friendlyCode: string } }>(`${baseUrl}/api/me`, {
    token,
  });
  const residence = await requestJson<{ data: { id: string } }>(`${baseUrl}/api/residences`, {
    token,
    body: aResidence({
      name: 'Casa Azul',
      supportedLanguages: ['pt-BR', 'en-US', 'es-ES'],
      pixKey: 'reservas@pousada.com.br',
      depositAmount: 50_000,
      ...fields,
    }),
  });
  expectStatus('residence', residence.status, 201, residence.body);
  return {
    token,
    hostEmail,
    friendlyCode: me.body.company.friendlyCode,
    residenceId: residence.body.data.id,
  };
};

/** The property's unique link (spec §2), from which every guest starts a reservation. */
export const aGenericLink = async (
  baseUrl: string,
): Promise<{ link: string; hostToken: string }> => {
  const host = await aHostWithResidence(baseUrl);
  return {
    link: genericGuestLinkPath({
      friendlyCode: host.friendlyCode,
      residenceId: host.residenceId,
      source: 'other',
    }),
    hostToken: host.token,
  };
};

/** A reservation of `host`'s property checking in `checkIn`, with its guest link. */
const aReservationLink = async (
  baseUrl: string,
  host: HostWithResidence,
  checkIn: string,
): Promise<GuestLinkSetup> => {
  const id = await createReservation(hostApi(baseUrl, host.token), {
    residenceId: host.residenceId,
    guestName: 'Maria Silva',
    CheckIn: checkIn,
    checkout: inDays(6, '11:00'),
    maxGuests: 4,
    language: 'en-US',
  });
  return {
    link: guestLinkPath({ friendlyCode: host.friendlyCode, source: 'airbnb', reservationId: id }),
    reservationId: id,
    hostToken: host.token,
    hostEmail: host.hostEmail,
    host,
  };
};

/**
 * A fresh host, their property (with `residence`'s fields) and a reservation checking in
 * `checkIn` (ISO, default in 3 days at 14:00 São Paulo time), with its guest link.
 */
export const aGuestLink = async (
  baseUrl: string,
  {
    checkIn = inDays(3, '14:00'),
    residence: residenceFields = {},
  }: { checkIn?: string; residence?: Record<string, unknown> } = {},
): Promise<GuestLinkSetup> =>
  aReservationLink(baseUrl, await aHostWithResidence(baseUrl, residenceFields), checkIn);

/** Another reservation of the same host and property (in 4 days), with a link of its own. */
export const anotherGuestLink = (baseUrl: string, setup: GuestLinkSetup): Promise<GuestLinkSetup> =>
  aReservationLink(baseUrl, setup.host, inDays(4, '14:00'));

/** The host's "Require a guest selfie" setting turned off: no selfie is asked of the guests. */
export const hostAsksNoSelfie = async (
  baseUrl: string,
  setup: Pick<GuestLinkSetup, 'hostToken'>,
): Promise<void> => {
  const headers = { authorization: `Bearer ${setup.hostToken}` };
  const config = await requestJson<{ data: { id: string } }>(`${baseUrl}/api/config`, { headers });
  const off = await requestJson(`${baseUrl}/api/config/${config.body.data.id}`, {
    method: 'PUT',
    headers,
    body: { requireSelfie: false },
  });
  expectStatus('config', off.status, 200, off.body);
};

/** Saves fields of the guest form as a device without the guest's cookie would (`submit: false`). */
export const saveGuestForm = async (
  baseUrl: string,
  setup: Pick<GuestLinkSetup, 'link' | 'reservationId'>,
  fields: Record<string, unknown>,
): Promise<void> => {
  const [, , , friendlyCode = '', source = ''] = setup.link.split('/');
  const body = new FormData();
  body.append('data', JSON.stringify({ submit: false, ...fields }));
  const response = await fetch(`${baseUrl}/api/stays/guestForm/${setup.reservationId}`, {
    method: 'PUT',
    headers: { source, friendlycode: friendlyCode },
    body,
  });
  expectStatus('save', response.status, 200, await response.text());
};

/**
 * Photos as a phone takes them: 12 MP JPEGs of a few MB (grain, which compresses about as a
 * photo's detail does), for the client to re-encode before upload.
 */
const grain = { type: 'gaussian', mean: 128, sigma: 12 } as const;

export const phonePhotos = async (): Promise<{ front: string; back: string; proof: string }> => {
  const dir = join(tmpdir(), `guest-form-e2e-${process.pid}`);
  await mkdir(dir, { recursive: true });
  const photo = async (name: string, background: string, width = 4000, height = 3000) => {
    const path = join(dir, name);
    const image = sharp({
      create: { width, height, channels: 3, background, noise: grain },
    });
    await (name.endsWith('.png') ? image.png() : image.jpeg({ quality: 92 })).toFile(path);
    return path;
  };
  return {
    front: await photo('rg-frente.jpg', '#2a6'),
    back: await photo('rg-verso.jpg', '#26a'),
    // A screenshot of the bank's app: a PNG, which the client sends as a smaller JPEG.
    proof: await photo('comprovante-pix.png', '#eee', 1170, 2532),
  };
};

/**
 * What the guest does on their phone, sent as the guest form sends it: a complete form with
 * its documents (and the pix proof, where the property asks a deposit), through the link the
 * host sent; `answers` replace the form's own (companions, say). Answers the reservation's id
 * and the answer.
 */
export const guestSubmitsByLink = async (
  baseUrl: string,
  link: string,
  name: string,
  {
    depositProof = false,
    answers = {},
  }: { depositProof?: boolean; answers?: Record<string, unknown> } = {},
) => {
  const [, friendlyCode = '', source = '', id = ''] =
    /\/p\/formdata\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(link) ?? [];
  const answer = await putGuestForm(
    { baseUrl },
    `/stays/guestForm/${id}`,
    {
      data: aCompleteForm({ name, ...answers }),
      files: await documentFiles(depositProof ? { deposit_proof: await aJpeg('pix.jpg') } : {}),
    },
    { source, friendlycode: friendlyCode },
  );
  return { id, answer };
};

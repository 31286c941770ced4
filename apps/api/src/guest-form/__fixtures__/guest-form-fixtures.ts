import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import { eventually, type Member, type TestApp } from '@chegada/testing';
import { createReservation } from '../../reservations/__fixtures__';
import { aCompleteForm } from './complete-form';

export type Host = { member: Member; friendlyCode: string; residenceId: string };

export type PropertyOverrides = {
  maxGuests?: number;
  depositAmount?: number;
  pixKey?: string | null;
  usesTTLock?: boolean;
};

/** The host's company (guest links carry its friendly code) and a property in São Paulo. */
export const aHostWithProperty = async (
  app: TestApp,
  member: Member,
  {
    maxGuests = 4,
    depositAmount = 50_000,
    pixKey = 'reservas@pousada.com.br',
    usesTTLock = false,
  }: PropertyOverrides = {},
): Promise<Host> => {
  const friendlyCode = `pousada-${randomUUID().slice(0, 8)}`;
  await sql`
    insert into companies (owner_id, name, cnpj, phone, quantity_of_properties, friendly_code)
    values (${member.id}, 'Pousada Sol Nascente', '11222333000181', '+5511987654321', 5,
      ${friendlyCode})
    on conflict (owner_id) do update set friendly_code = excluded.friendly_code`.execute(
    app.database.db,
  );
  const { rows } = await sql<{ id: string }>`
    insert into residences (account_id, name, cep, street, number, neighborhood, city, state,
      time_zone, check_in_time, check_out_time, max_guests, parking_spaces, uses_ttlock, lock_id,
      dynamic_password, supported_languages, pix_key, deposit_amount, house_rules,
      access_instructions, search_text)
    values (${member.id}, 'Casa Azul', '01001000', 'Praça da Sé', '100', 'Sé', 'São Paulo', 'SP',
      'America/Sao_Paulo', '14:00', '11:00', ${maxGuests}, 1, ${usesTTLock},
      ${usesTTLock ? '3141592' : null}, ${usesTTLock}, '{pt-BR,en-US}',
      ${pixKey}, ${depositAmount}, 'No parties after 22h.',
      'Key box 4321 at the gate; Wi-Fi CasaAzul.', 'casa azul sao paulo')
    returning id`.execute(app.database.db);
  return { member, friendlyCode, residenceId: rows[0]!.id };
};

/** A reservation of the host's property from `checkIn` (a date in São Paulo) for 3 nights. */
export const aGuestReservation = (
  app: TestApp,
  host: Host,
  { checkIn = '2027-03-10', maxGuests = 4 }: { checkIn?: string; maxGuests?: number } = {},
): Promise<string> => {
  const checkout = new Date(`${checkIn}T11:00:00-03:00`);
  checkout.setUTCDate(checkout.getUTCDate() + 3);
  return createReservation(app, host.member, host.residenceId, {
    guestName: 'Maria Silva',
    CheckIn: `${checkIn}T14:00:00-03:00`,
    checkout: checkout.toISOString(),
    source: 'airbnb',
    maxGuests,
  });
};

export { aCompleteForm } from './complete-form';

export type UploadFile = { bytes: Buffer; name: string; type: string };

const anImage = async (format: 'jpeg' | 'png', name: string): Promise<UploadFile> => {
  const [width, height, channels, background] =
    format === 'jpeg' ? ([64, 48, 3, '#c33'] as const) : ([40, 40, 4, '#3c3'] as const);
  const image = sharp({ create: { width, height, channels, background } });
  return { bytes: await image.toFormat(format).toBuffer(), name, type: `image/${format}` };
};

export const aJpeg = (name = 'photo.jpg'): Promise<UploadFile> => anImage('jpeg', name);

export const aPng = (name = 'photo.png'): Promise<UploadFile> => anImage('png', name);

export const aPdf = (name = 'comprovante.pdf'): UploadFile => ({
  bytes: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
  name,
  type: 'application/pdf',
});

/** The files of a complete submission: the document's two sides and the selfie, and `more`. */
export const documentFiles = async <More extends Record<string, UploadFile>>(
  more: More = {} as More,
) => ({
  doc_front: await aJpeg('front.jpg'),
  doc_back: await aJpeg('back.jpg'),
  doc_selfie: await aJpeg('selfie.jpg'),
  ...more,
});

/** `setCookie`: the Set-Cookie header, when the answer sets one. */
export type FormAnswer = { status: number; body: Record<string, unknown>; setCookie?: string };

/** The `name=value` of a Set-Cookie header, as a browser sends it back in Cookie. */
export const cookieOf = (setCookie: string | null | undefined): string | undefined =>
  setCookie?.split(';')[0];

/** PUT the guest form as the web client does: a `data` JSON part and file parts. */
export const putGuestForm = async (
  app: Pick<TestApp, 'baseUrl'>,
  path: string,
  { data, files = {} }: { data?: Record<string, unknown>; files?: Record<string, UploadFile> },
  headers: Record<string, string> = {},
): Promise<FormAnswer> => {
  const body = new FormData();
  if (data) body.append('data', JSON.stringify(data));
  for (const [field, file] of Object.entries(files))
    body.append(field, new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${app.baseUrl}/api${path}`, { method: 'PUT', body, headers });
  const text = await response.text();
  const setCookie = response.headers.get('set-cookie');
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    ...(setCookie ? { setCookie } : {}),
  };
};

export const guestHeaders = (host: Host, extra: Record<string, string> = {}) => ({
  source: 'airbnb',
  friendlycode: host.friendlyCode,
  'accept-language': 'en-US',
  ...extra,
});

/** The guest saves the complete form (with `overrides`) from the link without sending it. */
export const saveCompleteForm = (
  app: TestApp,
  host: Host,
  reservationId: string,
  overrides: Record<string, unknown> = {},
) =>
  putGuestForm(
    app,
    `/stays/guestForm/${reservationId}`,
    { data: aCompleteForm({ submit: false, ...overrides }) },
    guestHeaders(host),
  );

/** The guest sends the complete form from the link, with their documents and a deposit proof. */
export const submitCompleteForm = async (app: TestApp, host: Host, reservationId: string) =>
  putGuestForm(
    app,
    `/stays/guestForm/${reservationId}`,
    {
      data: aCompleteForm(),
      files: await documentFiles({ deposit_proof: await aJpeg('deposit.jpg') }),
    },
    guestHeaders(host),
  );

/** The files the local file store under `dir` holds for a reservation (none: []). */
export const storedFilesIn =
  (dir: string) =>
  (reservationId: string): string[] => {
    try {
      return readdirSync(join(dir, 'reservations', reservationId));
    } catch {
      return [];
    }
  };

/**
 * The one-time code (6 digits) in the last of the `delivered` messages to `to`, once the worker
 * has sent it: an import code, an unlock code.
 */
export const lastCodeSentTo = (delivered: { to: string; text: string }[], to: string) =>
  eventually(
    async () => {
      const latest = delivered.filter((message) => message.to === to).at(-1);
      return latest ? /\b(\d{6})\b/.exec(latest.text)?.[1] : undefined;
    },
    10_000,
    `a code sent to ${to}`,
  );

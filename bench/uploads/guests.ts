import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { hashPassword } from '../../apps/api/src/accounts/password-hasher';
import { aCompleteForm } from '../../apps/api/src/guest-form/__fixtures__/complete-form';
import type { BenchFile } from './photos';

export type Host = { token: string; friendlyCode: string; residenceId: string };

const json = async <T>(response: Response): Promise<T> => {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text}`);
  return JSON.parse(text) as T;
};

/**
 * A host as registration and the properties screen leave it: the user, its company (the
 * friendly code of guest links) and a property asking a deposit by pix; signed in over HTTP.
 */
export const aHost = async (databaseUrl: string, baseUrl: string): Promise<Host> => {
  const email = `host-${randomUUID()}@bench.test`;
  const password = 'bench host password';
  const friendlyCode = `bench-${randomUUID().slice(0, 8)}`;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const user = await client.query<{ id: string }>(
      `insert into users (name, email, password_hash, role) values ('Host', $1, $2, 1)
       returning id`,
      [email, await hashPassword(password)],
    );
    const ownerId = user.rows[0]!.id;
    await client.query(
      `insert into companies (owner_id, name, cnpj, phone, quantity_of_properties, friendly_code)
       values ($1, 'Pousada Sol Nascente', '11222333000181', '+5511987654321', 5, $2)`,
      [ownerId, friendlyCode],
    );
    const residence = await client.query<{ id: string }>(
      `insert into residences (account_id, name, cep, street, number, neighborhood, city, state,
         time_zone, check_in_time, check_out_time, max_guests, parking_spaces, uses_ttlock,
         dynamic_password, supported_languages, pix_key, deposit_amount, house_rules, search_text)
       values ($1, 'Casa Azul', '01001000', 'Praça da Sé', '100', 'Sé', 'São Paulo', 'SP',
         'America/Sao_Paulo', '14:00', '11:00', 4, 1, false, false, '{pt-BR,en-US}',
         'reservas@pousada.com.br', 50000, '', 'casa azul')
       returning id`,
      [ownerId],
    );
    const { token } = await json<{ token: string }>(
      await fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    );
    return { token, friendlyCode, residenceId: residence.rows[0]!.id };
  } finally {
    await client.end();
  }
};

/** A reservation from 2027-03-10 to 2027-03-13, made by the host over HTTP. */
export const aReservation = async (baseUrl: string, host: Host): Promise<string> => {
  const answer = await json<{ data: { id: string } }>(
    await fetch(`${baseUrl}/api/stays/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${host.token}` },
      body: JSON.stringify({
        residenceId: host.residenceId,
        guestName: 'Maria Silva',
        guestEmail: 'maria@example.com',
        guestPhone: '+55 11 98765-4321',
        CheckIn: '2027-03-10T14:00:00-03:00',
        checkout: '2027-03-13T11:00:00-03:00',
        source: 'airbnb',
        maxGuests: 4,
        language: 'pt-BR',
      }),
    }),
  );
  return answer.data.id;
};

// The same complete form the integration tests submit.
const completeForm = aCompleteForm({ vehicles: [] });

export type Submission = { status: number; ms: number; bytes: number; body: string };

/**
 * A guest's browser submitting the form: one multipart PUT with the `data` part and the files,
 * written as a stream (the photos are shared buffers, never copied per guest).
 */
export const submitForm = (
  baseUrl: string,
  host: Host,
  reservationId: string,
  files: BenchFile[],
  clientIp: string,
): Promise<Submission> => {
  const boundary = `----chegada-bench-${randomUUID()}`;
  const head = (disposition: string, type?: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n` +
        (type ? `Content-Type: ${type}\r\n` : '') +
        '\r\n',
    );
  const chunks: Buffer[] = [
    head('name="data"'),
    Buffer.from(JSON.stringify(completeForm)),
    Buffer.from('\r\n'),
    ...files.flatMap((file) => [
      head(`name="${file.field}"; filename="${file.name}"`, file.type),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  const bytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl}/api/stays/guestForm/${reservationId}`,
      {
        method: 'PUT',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(bytes),
          source: 'airbnb',
          friendlycode: host.friendlyCode,
          'accept-language': 'pt-BR',
          'x-forwarded-for': clientIp,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            bytes,
            body,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    const write = (index: number): void => {
      if (index === chunks.length) return void outgoing.end();
      if (outgoing.write(chunks[index])) write(index + 1);
      else outgoing.once('drain', () => write(index + 1));
    };
    write(0);
  });
};

import type { Page } from 'playwright-core';
import {
  aCompleteForm,
  aJpeg,
  putGuestForm,
  type UploadFile,
} from '../../apps/api/src/guest-form/__fixtures__/guest-form-fixtures';
import { aResidence } from '../../apps/api/src/residences/__fixtures__/residences.builder';
import { useBrowserSuite, type BrowserSuite } from './browser-suite';
import { createReservation, expectStatus as check, hostApi, type HostApi } from './host-api';
import { requestJson } from './http';

/** A host registered over the API of a built app, and calls to that API as them. */
export type ConsoleHost = {
  token: string;
  friendlyCode: string;
  api: HostApi;
};

/**
 * Who a console suite registers: `name`, of `company`, with an e-mail at the company's own
 * domain ('Clara Nunes', 'Pousada Sol': clara@pousada-sol.test) and the password 'secret1'.
 */
export const aHost = (name: string, company: string) => {
  const domain = company
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const first = name.split(' ')[0]!.toLowerCase();
  return { name, email: `${first}@${domain}.test`, password: 'secret1', company };
};

export const registerHost = async (
  baseUrl: string,
  who: { name: string; email: string; password: string; company: string },
): Promise<ConsoleHost> => {
  const registered = await requestJson<{ token: string }>(`${baseUrl}/api/register`, {
    body: {
      name: who.name,
      email: who.email,
      phone: '(48) 99123-4567',
      companyName: who.company,
      cnpj: '12.ABC.345/01DE-35',
      password: who.password,
      confirmPassword: who.password,
      quantityOfProperties: 2,
    },
  });
  check('register', registered.status, 201, registered.body);
  const { token } = registered.body;
  const api = hostApi(baseUrl, token);
  const me = await api<{ company: { friendlyCode: string } }>('/me');
  return { token, friendlyCode: me.body.company.friendlyCode, api };
};

/** A property of the host's; answers its id. */
export const addProperty = async (
  host: ConsoleHost,
  name: string,
  overrides: Parameters<typeof aResidence>[0] = {},
): Promise<string> => {
  const created = await host.api<{ data: { id: string } }>('/residences', {
    body: aResidence({ ...overrides, name }),
  });
  check('residence', created.status, 201, created.body);
  return created.body.data.id;
};

/**
 * A reservation the guest has sent (documents and all), waiting for the host's approval; a
 * test may give its own document images (a large one, to read in the viewer) and answers
 * (companions, say).
 */
export const submittedReservation = async (
  baseUrl: string,
  host: ConsoleHost,
  residenceId: string,
  guestName = 'Pedro Alves',
  documents: Partial<Record<'doc_front' | 'doc_back' | 'doc_selfie', UploadFile>> = {},
  answers: Record<string, unknown> = {},
): Promise<string> => {
  const id = await createReservation(host.api, { residenceId, guestName, source: 'booking' });
  const files = {
    doc_front: await aJpeg(),
    doc_back: await aJpeg(),
    doc_selfie: await aJpeg(),
    ...documents,
  };
  const sent = await putGuestForm(
    { baseUrl },
    `/stays/guestForm/${id}`,
    { data: aCompleteForm({ name: guestName, ...answers }), files },
    { source: 'booking', friendlycode: host.friendlyCode },
  );
  check('guest form', sent.status, 200, sent.body);
  return id;
};

/** What useHostSuite answers: the browser suite and its registered host. */
export type HostSuite = BrowserSuite & { host: ConsoleHost };

/**
 * The suite header of a console test file: useBrowserSuite, then `who` registered as the
 * host, before its tests; filled in once those beforeAll have run.
 */
export const useHostSuite = (
  name: string,
  who: Parameters<typeof registerHost>[1],
  options: Parameters<typeof useBrowserSuite>[1] = {},
): HostSuite => {
  const suite = useBrowserSuite(name, options) as HostSuite;
  beforeAll(async () => {
    suite.host = await registerHost(suite.site.app.baseUrl, who);
  });
  return suite;
};

/**
 * A reservation as the host types it in "Nova reserva": days, and optionally times, on the
 * property's clock.
 */
export type NewStay = {
  guest: string;
  email: string;
  checkIn: string;
  checkout: string;
  source: string;
  checkInTime?: string;
  phone?: string;
  maxGuests?: number;
};

/** Opens "Nova reserva" and fills it, leaving it to the caller to look at it and create it. */
export const fillNewReservation = async (page: Page, stay: NewStay) => {
  await page.getByRole('button', { name: 'Nova reserva' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nova reserva' });
  await form.getByLabel('Nome do hóspede').fill(stay.guest);
  await form.getByLabel('E-mail do hóspede').fill(stay.email);
  if (stay.phone) await form.getByLabel('WhatsApp do hóspede').fill(stay.phone);
  await form.getByLabel('Data do check-in').fill(stay.checkIn);
  if (stay.checkInTime) await form.getByLabel('Hora do check-in').fill(stay.checkInTime);
  await form.getByLabel('Data do check-out').fill(stay.checkout);
  await form.getByLabel('Origem').selectOption(stay.source);
  if (stay.maxGuests) await form.getByLabel('Máximo de hóspedes').fill(String(stay.maxGuests));
  return form;
};

/** Waits for the toast that says what an action did. */
export const toast = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true }).last().waitFor();

/** Opens an action of `guest`'s reservation from its menu: its dialog, and its confirm button. */
export const runAction = async (page: Page, guest: string, action: string, confirm = action) => {
  await page.getByRole('button', { name: `Ações da reserva de ${guest}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return { dialog, submit: () => dialog.getByRole('button', { name: confirm }).click() };
};

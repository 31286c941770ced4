import type { Browser, Page } from 'playwright-core';
import { PEER_APP, TTLockPeer } from '../../apps/api/src/locks/__fixtures__/ttlock-peer';
import {
  aCompleteForm,
  aJpeg,
  putGuestForm,
} from '../../apps/api/src/guest-form/__fixtures__/guest-form-fixtures';
import { aResidence } from '../../apps/api/src/residences/__fixtures__/residences.builder';
import {
  collectPageErrors,
  fineAtEachWidth,
  inspectAtEachWidth,
  newVisitor,
  startBrowserSuite,
  type BrowserApp,
} from '../helpers/browser';
import { requestJson } from '../helpers/http';

// Issue 16's /u/keys/config in a real browser, against a local TTLock Open API: the owner
// connects the TTLock account, picks the property's lock, and on the guest review reads the
// lock's failure in their language, tries again once the lock is back and gets the code.
let site: BrowserApp;
let browser: Browser;
let close: (() => Promise<void>) | undefined;
let peer: TTLockPeer;

const LOCK = 7001;
const owner = { email: 'rita@pousada-lua.test', password: 'secret1', token: '' };
let residenceId = '';
let friendlyCode = '';

const api = <T>(path: string, init: { method?: string; body?: unknown } = {}) =>
  requestJson<T>(`${site.app.baseUrl}/api${path}`, { ...init, token: owner.token });

beforeAll(async () => {
  peer = await new TTLockPeer('rita@ttlock.test', 'tt-secret').start();
  peer.addLock(LOCK, 'Porta da frente');
  ({ site, browser, close } = await startBrowserSuite('locks', {
    TTLOCK_API_URL: peer.url,
    TTLOCK_CLIENT_ID: PEER_APP.clientId,
    TTLOCK_CLIENT_SECRET: PEER_APP.clientSecret,
  }));
  const registered = await requestJson<{ token: string }>(`${site.app.baseUrl}/api/register`, {
    body: {
      name: 'Rita Moura',
      email: owner.email,
      phone: '(48) 99123-4567',
      companyName: 'Pousada Lua',
      cnpj: '12.ABC.345/01DE-35',
      password: owner.password,
      confirmPassword: owner.password,
      quantityOfProperties: 2,
    },
  });
  owner.token = registered.body.token;
  const me = await api<{ company: { friendlyCode: string } }>('/me');
  friendlyCode = me.body.company.friendlyCode;
  const property = await api<{ data: { id: string } }>('/residences', {
    body: aResidence({ name: 'Casa Lua' }),
  });
  expect(property.status).toBe(201);
  residenceId = property.body.data.id;
});

afterAll(async () => {
  await close?.();
  await peer?.stop();
});

/** A reservation the guest has sent (documents and all), waiting for the host's approval. */
const submittedReservation = async (): Promise<string> => {
  const created = await api<{ data: { id: string } }>('/stays/reservations', {
    body: {
      residenceId,
      guestName: 'Pedro Alves',
      CheckIn: '2027-03-10T14:00:00-03:00',
      checkout: '2027-03-13T11:00:00-03:00',
      source: 'booking',
      maxGuests: 2,
      language: 'pt-BR',
    },
  });
  expect(created.status).toBe(201);
  const { id } = created.body.data;
  const files = { doc_front: await aJpeg(), doc_back: await aJpeg(), doc_selfie: await aJpeg() };
  const sent = await putGuestForm(
    { baseUrl: site.app.baseUrl },
    `/stays/guestForm/${id}`,
    { data: aCompleteForm({ name: 'Pedro Alves' }), files },
    { source: 'booking', friendlycode: friendlyCode },
  );
  expect(sent.status).toBe(200);
  return id;
};

const toast = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true }).last().waitFor();

describe('smart locks in Chromium, against a TTLock peer', () => {
  it('connects TTLock, picks the lock, and recovers a failed code from the guest review', async () => {
    const { page } = await newVisitor(browser);
    const pageErrors = collectPageErrors(page);
    await page.goto(`${site.baseUrl}/login?from=/u/keys/config`);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Senha', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Configuração de fechaduras' }).waitFor();
    await page.getByText(/Nenhuma conta TTLock conectada/).waitFor();
    expect(await inspectAtEachWidth(page, 'keys-config-new')).toEqual(fineAtEachWidth);

    await page.getByLabel(/Usuário do app TTLock/).fill('rita@ttlock.test');
    await page.getByLabel(/Senha do app TTLock/).fill('wrong');
    await page.getByRole('button', { name: 'Conectar TTLock' }).click();
    await toast(page, 'Usuário ou senha da TTLock incorretos');
    await page.getByLabel(/Senha do app TTLock/).fill('tt-secret');
    await page.getByRole('button', { name: 'Conectar TTLock' }).click();
    await toast(page, 'Conta TTLock conectada');
    await page.getByText(/Conectada como rita@ttlock.test/).waitFor();

    const lock = page.getByRole('combobox', { name: 'Fechadura' });
    await lock.selectOption({ label: 'Porta da frente · bateria 87%' });
    await page.getByRole('button', { name: 'Salvar fechadura' }).click();
    await toast(page, 'Fechadura de Casa Lua salva');
    expect(await inspectAtEachWidth(page, 'keys-config-connected')).toEqual(fineAtEachWidth);
    const house = await api<{ data: { lockId: string; usesTTLock: boolean } }>(
      `/residences/${residenceId}`,
    );
    expect(house.body.data).toMatchObject({ lockId: String(LOCK), usesTTLock: true });

    // The lock is out of reach when the host approves: the code cannot be put on it.
    peer.setOnline(LOCK, false);
    const id = await submittedReservation();
    const approved = await api(`/stays/approve-reservation/${id}`, { body: { confirm: true } });
    expect(approved.status).toBe(200);
    await page.goto(`${site.baseUrl}/u/guest/${id}`);
    const panel = page.getByRole('region', { name: 'Fechadura' });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      if ((await panel.getByRole('alert').count()) > 0) break;
      await page.waitForTimeout(500);
      await page.reload();
    }
    await panel.getByText(/A fechadura está offline/).waitFor();
    expect(await inspectAtEachWidth(page, 'guest-review-lock-failed')).toEqual(fineAtEachWidth);

    peer.setOnline(LOCK, true);
    await panel.getByRole('button', { name: 'Tentar de novo' }).click();
    await toast(page, 'Fechadura verificada de novo');
    await panel.getByText(/na fechadura, válida de/).waitFor();
    const [code] = peer.codes(LOCK);
    expect(await panel.locator('strong').textContent()).toBe(code?.keyboardPwd);
    // The wrong password's 422 is the one failed request the browser logs.
    expect(pageErrors).toEqual([expect.stringMatching(/status of 422 .*\/api\/locks\/ttlock\)$/)]);
  });
});

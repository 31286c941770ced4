import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ParsedMail } from 'mailparser';
import type { BrowserContext, Page } from 'playwright-core';
import {
  pdfText,
  startSmtpPeer,
  startWhatsAppPeer,
  waitFor,
  type SmtpPeer,
  type WhatsAppPeer,
  type WhatsAppRequest,
} from '@chegada/testing';
import {
  startFakeBrasilApi,
  startFakeViaCep,
  type FakeZipProvider,
} from '../../apps/api/src/zip/__fixtures__/fake-zip-providers';
import {
  collectPageErrors,
  overflowsHorizontally,
  SCREENSHOTS,
  seriousAccessibilityViolations,
  type Visitor,
} from '../helpers/browser';
import { signUpInBrowser, useBrowserSuite } from '../helpers/browser-suite';
import { fillNewReservation, runAction, toast } from '../helpers/console-host';
import { FIRST_WEEK } from '../helpers/first-week';
import { inAnHour } from '../helpers/guest-door';
import { phonePhotos } from '../helpers/guest-link';
import {
  acceptTerms,
  addChild,
  addGuestWithOwnLink,
  aGuestPhone,
  documentsOf,
  field,
  fillHolder,
  fillOwnPart,
  next,
  openAndFillStay,
  sendDocuments,
  step,
} from '../helpers/guest-steps';

/**
 * Issue 27's whole week in Chromium, as its people live it: a new host signs up, adds a
 * property without a smart lock (a manual door code and a doorman), creates a reservation
 * checking in within the hour; the main guest fills the form on her 360 px phone with a
 * 7-year-old, and passes her own link to an adult companion, who fills her part and gives her
 * own consent on another phone; the host reviews the companion's part and approves; the guest's
 * page becomes the arrival guide with the door code; the host extends the stay, cancels it and
 * reverts the cancellation. Each message is read where it lands: the SMTP and WhatsApp peers.
 * Host in pt-BR at 1280 px; the guests' phones in English (the shared guest steps' language).
 * Screens in test/e2e/__screenshots__/whole-week-*.png.
 */
let smtp: SmtpPeer;
let whatsapp: WhatsAppPeer;
let zipPeers: FakeZipProvider[] = [];

const PAULISTA = {
  street: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

const suite = useBrowserSuite('whole-week', {
  env: async () => {
    [smtp, whatsapp, ...zipPeers] = await Promise.all([
      startSmtpPeer(),
      startWhatsAppPeer(),
      startFakeBrasilApi({ '01310100': PAULISTA }),
      startFakeViaCep({ '01310100': PAULISTA }),
    ]);
    return {
      SMTP_URL: smtp.url,
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_TOKEN: whatsapp.token,
      WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
      ZIP_BRASILAPI_URL: zipPeers[0]!.url,
      ZIP_VIACEP_URL: zipPeers[1]!.url,
    };
  },
});

afterAll(() =>
  Promise.all([smtp?.close(), whatsapp?.close(), ...zipPeers.map((peer) => peer.close())]),
);

const HOST = {
  name: 'Helena Costa',
  email: 'helena@pousada-praia.test',
  companyName: 'Pousada da Praia',
  password: 'secret1',
};
const PROPERTY = 'Casa da Praia';
const WIFI = { network: 'CasaDaPraia', password: 'mar-azul-2580' };
const DOORMAN = {
  name: 'Seu Zé',
  email: 'portaria@condominio.test',
  phone: '(11) 99876-5432',
  e164: '5511998765432',
};
/** The main guest, as the host types her and as fillHolder fills her details. */
const MAIN = {
  name: FIRST_WEEK.guest,
  email: 'maria@example.com',
  phone: '(11) 98765-4321',
  e164: '5511987654321',
};
const COMPANION = {
  name: FIRST_WEEK.companion.name,
  cpf: '390.533.447-05',
  birthDate: '1992-01-01',
};
const { doorCode } = FIRST_WEEK;

/** The calendar day `years` years and `days` days after `date` (before, when negative). */
const dayAfter = (date: string, { years = 0, days = 0 }): string => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year + years, month - 1, day + days)).toISOString().slice(0, 10);
};
/** 2026-11-28 as Brazil writes it: 28/11/2026. */
const brazilian = (date: string): string => date.split('-').reverse().join('/');

// Within the hour, on São Paulo's clock: inside the default 2-hour release of the door code.
// The property's check-in time is that time, so the guest's arrival is not before it.
const checkInAt = inAnHour();
const STAY = {
  checkIn: checkInAt.slice(0, 10),
  checkInTime: checkInAt.slice(11, 16),
  checkout: dayAfter(checkInAt.slice(0, 10), { days: 3 }),
  extended: dayAfter(checkInAt.slice(0, 10), { days: 4 }),
};
const CHILD = {
  name: 'Lia Silva',
  cpf: '111.444.777-35',
  // Seven years and a month before check-in: a 7-year-old (never a 29 February a year lacks).
  birthDate: dayAfter(STAY.checkIn, { years: -7, days: -30 }),
};

// What the peers received, by subject or template, waited for until `count` arrived.
const mails = (subject: string, to: string) =>
  smtp.received.filter(
    (mail) => mail.subject?.startsWith(subject) && JSON.stringify(mail.to).includes(to),
  );
const mailArrives = async (subject: string, to: string, count = 1): Promise<ParsedMail> =>
  (
    await waitFor(
      async () => mails(subject, to),
      (found) => found.length >= count,
      30_000,
    )
  )[count - 1]!;
const whatsApps = (template: string, to: string) =>
  whatsapp.accepted.filter(
    (request) => request.body.template.name === template && request.body.to === to,
  );
const whatsAppArrives = async (template: string, to: string, count = 1) =>
  (
    await waitFor(
      async () => whatsApps(template, to),
      (found) => found.length >= count,
      30_000,
    )
  )[count - 1]!;
const textsOf = (request: WhatsAppRequest): string[] =>
  request.body.template.components?.[0]?.parameters.map((one) => one.text ?? '') ?? [];

/** The screen as it is, at the width it has: photographed, with what axe and the layout find. */
const looksRight = async (page: Page, name: string) => {
  await mkdir(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: resolve(SCREENSHOTS, `whole-week-${name}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
  });
  return {
    violations: await seriousAccessibilityViolations(page),
    overflows: await overflowsHorizontally(page),
  };
};
const FINE = { violations: [], overflows: false };

/** The new host's first property, without a smart lock: a manual door code and a doorman. */
const addPropertyWithoutLock = async (page: Page) => {
  await page.goto(`${suite.site.baseUrl}/u/houses`);
  await page.getByRole('button', { name: 'Adicionar imóvel' }).first().click();
  await page.getByLabel('Nome do imóvel').fill(PROPERTY);
  await page.getByLabel('CEP').fill('01310-100');
  await page.getByLabel('Rua').and(page.locator('[value="Avenida Paulista"]')).waitFor();
  await page.getByLabel('Número').first().fill('1000');
  await page.getByLabel('Horário de check-in').fill(STAY.checkInTime);
  await page.getByLabel('Máximo de hóspedes').fill('4');
  await page.getByRole('checkbox', { name: 'English' }).check();
  await page.getByLabel('Rede Wi-Fi').fill(WIFI.network);
  await page.getByLabel('Senha do Wi-Fi').fill(WIFI.password);
  expect(await page.getByLabel('Usa fechadura TTLock').isChecked()).toBe(false);
  await page.getByLabel('Código da porta (sem fechadura inteligente)').fill(doorCode);
  await page.getByRole('button', { name: 'Adicionar contato' }).click();
  const contact = page.getByRole('group', { name: 'Contato 1' });
  await contact.getByLabel('Tipo').selectOption({ label: 'Portaria' });
  await contact.getByLabel('Nome', { exact: true }).fill(DOORMAN.name);
  await contact.getByLabel('Telefone').fill(DOORMAN.phone);
  await contact.getByLabel('E-mail').fill(DOORMAN.email);
  await page.getByRole('button', { name: 'Salvar imóvel' }).click();
  await page.getByRole('dialog', { name: `Link de ${PROPERTY}` }).waitFor();
  await page.keyboard.press('Escape');
};

describe("a new host's whole first week, in Chromium", () => {
  let host: Visitor;
  let reservationId = '';
  let link = '';
  let maria: Page;
  let companionLink = '';
  let photos: Awaited<ReturnType<typeof phonePhotos>>;
  const phones: BrowserContext[] = [];

  beforeAll(async () => {
    [host, photos] = await Promise.all([suite.visit(1280), phonePhotos()]);
  });
  afterAll(() => Promise.all([host.context.close(), ...phones.map((phone) => phone.close())]));

  /** A guest's phone of its own (360 px), in English, able to copy a link. */
  const aPhone = async () => {
    const phone = await aGuestPhone(suite.browser, { language: 'en-US', touch: false });
    await phone.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: suite.site.baseUrl,
    });
    phones.push(phone);
    return phone.newPage();
  };

  it('signs up, adds a property without a lock and creates a reservation; the link reaches the guest', async () => {
    const { page } = host;
    await signUpInBrowser(page, suite.site.baseUrl, HOST);
    await addPropertyWithoutLock(page);

    await page.goto(`${suite.site.baseUrl}/u/reserves`);
    const form = await fillNewReservation(page, {
      guest: MAIN.name,
      email: MAIN.email,
      phone: MAIN.phone,
      checkIn: STAY.checkIn,
      checkInTime: STAY.checkInTime,
      checkout: STAY.checkout,
      source: 'airbnb',
      maxGuests: 3,
    });
    await form.getByRole('button', { name: 'Criar reserva' }).click();
    const created = page.getByRole('dialog', { name: 'Reserva criada' });
    const shown = (await created.locator('.send-link-url').textContent()) ?? '';
    reservationId = /([0-9a-f-]{36})$/.exec(shown)?.[1] ?? '';
    expect(reservationId).not.toBe('');
    await created.getByRole('button', { name: 'Fechar' }).first().click();

    // The link goes out by itself, by e-mail and WhatsApp, in the reservation's language.
    const invitation = await mailArrives(`Seu check-in em ${PROPERTY}`, MAIN.email);
    expect(invitation.text).toContain(`Olá, ${MAIN.name}!`);
    const sent = /(http\S+\/p\/formdata\/\S+)/.exec(invitation.text ?? '')?.[1] ?? '';
    link = new URL(sent).pathname;
    expect(link).toMatch(new RegExp(`/airbnb/${reservationId}$`));
    const invitationByWhatsApp = await whatsAppArrives('chegada_guest_link', MAIN.e164);
    expect(textsOf(invitationByWhatsApp)).toEqual([
      MAIN.name,
      PROPERTY,
      expect.stringContaining(brazilian(STAY.checkIn)),
      sent,
    ]);
  });

  it('the main guest fills the form on her phone with a 7-year-old, and copies her companion’s link', async () => {
    maria = await aPhone();
    await openAndFillStay(maria, `${suite.site.baseUrl}${link}`, { adults: 2, children: 1 });
    await fillHolder(maria);
    await next(maria);
    await step(maria, 'Other guests');
    await addGuestWithOwnLink(maria);
    await addChild(maria, CHILD);
    await next(maria);
    // No deposit asked: the documents come next; the child's under their name.
    await step(maria, 'Documents and selfie');
    await sendDocuments(maria, photos);
    await sendDocuments(documentsOf(maria, CHILD.name), photos);
    await next(maria);
    await step(maria, 'Review and terms');
    // Chromium on Linux has no Web Share: the link is copied, to send it to Ana.
    await maria.getByRole('button', { name: `Copy link (${COMPANION.name})` }).click();
    companionLink = await maria.evaluate(() =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText(),
    );
    expect(companionLink).toMatch(new RegExp(`^${suite.site.baseUrl}${link}/[^/]+$`));
    await acceptTerms(maria);
    await maria.getByRole('button', { name: 'Send form' }).click();
    await maria.getByRole('heading', { name: 'Form in analysis' }).waitFor();
  });

  it('the adult companion fills her own part on her own phone, with her own consent', async () => {
    const ana = await aPhone();
    const errors = collectPageErrors(ana);
    await ana.goto(companionLink);
    await step(ana, 'Your details');
    // What Maria typed of her is there to confirm; nothing of Maria's.
    expect(await field(ana, 'Full name').inputValue()).toBe(COMPANION.name);
    expect(await ana.getByText(MAIN.name).count()).toBe(0);
    await fillOwnPart(ana, COMPANION);
    await sendDocuments(ana, photos);
    await ana.getByRole('heading', { level: 2, name: 'Your part is complete' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('the host reviews the companion’s part and the child, and approves; the door code goes out', async () => {
    const { page, pageErrors } = host;
    await page.goto(`${suite.site.baseUrl}/u/guest/${reservationId}`);
    const additional = page.getByRole('region', { name: 'Hóspedes adicionais' });
    const ana = additional.getByRole('listitem').filter({ hasText: COMPANION.name });
    await ana.getByRole('heading', { level: 3, name: `${COMPANION.name} Completo` }).waitFor();
    await ana.getByText(COMPANION.cpf).waitFor();
    const child = additional.getByRole('listitem').filter({ hasText: CHILD.name });
    await child.getByRole('heading', { level: 3, name: `${CHILD.name} Completo` }).waitFor();
    expect(await child.locator('dl').innerText()).toMatch(/Criança\s+Sim/);
    // Ana's consent is hers, given on her link.
    const consents = page.getByRole('region', { name: 'Termos e consentimentos' });
    await consents.getByRole('listitem').filter({ hasText: COMPANION.name }).first().waitFor();
    // Her saves are one line of the history, under her name; the property asks no deposit.
    const history = page.getByRole('region', { name: 'Histórico' });
    const hers = history.getByRole('listitem').filter({ hasText: /^Acompanhante salvou/ });
    await hers.first().waitFor();
    expect(await hers.allTextContents()).toEqual([
      expect.stringMatching(
        new RegExp(`^Acompanhante salvou a própria parte \\(\\d+ vezes\\).* · ${COMPANION.name}$`),
      ),
    ]);
    expect(await page.getByRole('region', { name: 'Caução' }).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await looksRight(page, 'host-review')).toEqual(FINE);

    await page.getByRole('button', { name: 'Aprovar', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aprovar', exact: true }).click();
    await toast(page, 'Reserva aprovada');

    await mailArrives(`Check-in aprovado em ${PROPERTY}`, MAIN.email);
    await whatsAppArrives('chegada_reservation_approved', MAIN.e164);
    // Check-in is within 2 hours: the property's manual code goes at once, by both channels.
    const code = await mailArrives(`Sua senha da porta em ${PROPERTY}`, MAIN.email);
    expect(code.text).toContain(`Senha da porta: ${doorCode}`);
    expect(textsOf(await whatsAppArrives('chegada_door_code', MAIN.e164))[3]).toBe(doorCode);
    // The doorman gets the list of the three guests, by e-mail and WhatsApp.
    const list = await mailArrives(`Lista de hóspedes: ${PROPERTY}`, DOORMAN.email);
    const listed = await pdfText(list.attachments[0]!.content);
    for (const name of [MAIN.name, COMPANION.name, CHILD.name]) expect(listed).toContain(name);
    await whatsAppArrives('chegada_front_desk_list', DOORMAN.e164);
    expect(pageErrors).toEqual([]);
  });

  it('the guest’s page is the arrival guide with the door code, within the hour before check-in', async () => {
    await maria.reload();
    await maria.getByRole('heading', { name: 'Check-in approved' }).waitFor();
    await maria.getByRole('heading', { name: 'Getting in' }).waitFor();
    for (const text of [doorCode, WIFI.network, WIFI.password])
      expect([text, await maria.getByText(text, { exact: true }).isVisible()]).toEqual([
        text,
        true,
      ]);
    await maria.getByText(/^Avenida Paulista, 1000/).waitFor();
    await maria.waitForLoadState('networkidle');
    expect(await looksRight(maria, 'arrival-guide')).toEqual(FINE);
  });

  it('the host extends the stay: the guest hears of the new checkout by e-mail and WhatsApp', async () => {
    const { page } = host;
    const extend = await runAction(page, MAIN.name, 'Alterar datas');
    await extend.dialog.getByLabel('Data do check-out').fill(STAY.extended);
    await extend.submit();
    await toast(page, 'Datas da estadia alteradas');
    await page
      .getByRole('region', { name: 'Estadia' })
      .getByText(new RegExp(`^${brazilian(STAY.extended)}`))
      .waitFor();

    const newCheckout = `${brazilian(STAY.extended)}, 11:00`;
    const dates = await mailArrives(`Novas datas em ${PROPERTY}`, MAIN.email);
    expect(dates.text).toContain(`a ${newCheckout}.`);
    const byWhatsApp = await whatsAppArrives('chegada_new_dates', MAIN.e164);
    expect(textsOf(byWhatsApp)[3]).toContain(newCheckout);
  });

  it('the host cancels: the guest and the front desk hear of it by e-mail and WhatsApp', async () => {
    const { page } = host;
    const cancel = await runAction(page, MAIN.name, 'Cancelar reserva');
    await cancel.dialog.getByLabel('Motivo do cancelamento').fill('O hóspede desistiu');
    await cancel.submit();
    await toast(page, 'Reserva cancelada');

    const cancelled = await mailArrives(`Reserva cancelada em ${PROPERTY}`, MAIN.email);
    expect(cancelled.text).toContain(`Sua reserva em ${PROPERTY}`);
    await whatsAppArrives('chegada_reservation_cancelled', MAIN.e164);
    const frontDesk = await mailArrives(`Reserva cancelada: ${PROPERTY}`, DOORMAN.email);
    expect(frontDesk.text).toContain('a entrada destes hóspedes não está autorizada');
    await whatsAppArrives('chegada_front_desk_cancelled', DOORMAN.e164);
  });

  it('the host reverts the cancellation: the guest gets the door code again, the front desk the list', async () => {
    const { page, pageErrors } = host;
    const lists = {
      mail: mails(`Lista de hóspedes: ${PROPERTY}`, DOORMAN.email).length,
      whatsApp: whatsApps('chegada_front_desk_list', DOORMAN.e164).length,
    };
    const revert = await runAction(page, MAIN.name, 'Reverter cancelamento');
    await revert.submit();
    await toast(page, 'Cancelamento revertido');

    const reverted = await mailArrives(`Sua reserva em ${PROPERTY} voltou a valer`, MAIN.email);
    expect(reverted.text).toContain(`a ${brazilian(STAY.extended)}, 11:00 está de pé`);
    await whatsAppArrives('chegada_cancellation_reverted', MAIN.e164);
    const code = await mailArrives(`Sua senha da porta em ${PROPERTY}`, MAIN.email, 2);
    expect(code.text).toContain(`Senha da porta: ${doorCode}`);
    expect(textsOf(await whatsAppArrives('chegada_door_code', MAIN.e164, 2))[3]).toBe(doorCode);
    // Once per approval: the new dates sent no code of their own.
    expect(mails(`Sua senha da porta em ${PROPERTY}`, MAIN.email)).toHaveLength(2);
    expect(whatsApps('chegada_door_code', MAIN.e164)).toHaveLength(2);
    const list = await mailArrives(`Lista de hóspedes: ${PROPERTY}`, DOORMAN.email, lists.mail + 1);
    expect(await pdfText(list.attachments[0]!.content)).toContain(CHILD.name);
    await whatsAppArrives('chegada_front_desk_list', DOORMAN.e164, lists.whatsApp + 1);

    // On her phone, the door code is back, with the new checkout.
    await maria.reload();
    await maria.getByRole('heading', { name: 'Check-in approved' }).waitFor();
    await maria.getByText(doorCode, { exact: true }).waitFor();
    const checkoutDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });
    await maria
      .getByText(`${checkoutDay.format(Date.parse(`${STAY.extended}T12:00:00Z`))}, until 11:00`)
      .waitFor();
    expect(pageErrors).toEqual([]);
  });
});

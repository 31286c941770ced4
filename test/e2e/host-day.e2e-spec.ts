import type { Page } from 'playwright-core';
import { requestJson } from '@chegada/testing';
import { aResidence } from '../../apps/api/src/residences/__fixtures__/residences.builder';
import { fineAtEachWidth, hasFocus, inspectAtEachWidth } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';
import { fillNewReservation, runAction, toast } from '../helpers/console-host';
import { guestSubmitsByLink } from '../helpers/guest-link';

// Issue 16 in a real browser: a host's day on the reservation screens, on the built app and
// the real database, each screen checked by axe and photographed at 360 and 1280 px.
const suite = useBrowserSuite('host-day');

// The little of the page's globals this test reads (the test tier has no DOM types).
type InPage = { navigator: { clipboard: { readText(): Promise<string> } } };

type Box = { left: number; right: number; top: number; bottom: number };
type InLayout = {
  document: { querySelectorAll(selector: string): { getBoundingClientRect(): Box }[] };
};

/**
 * At 360 px: what of each chart's drawing (bars, labels) pokes out of its frame, and the room
 * between the page's actions and the first filter under them (the QA report of 25 Nov).
 */
const layoutAt360 = async (page: Page) => {
  await page.setViewportSize({ width: 360, height: 800 });
  return page.evaluate(() => {
    const { document } = globalThis as unknown as InLayout;
    const frame = document.querySelectorAll('.chart-frame')[0]?.getBoundingClientRect();
    const drawn = [...document.querySelectorAll('.chart rect, .chart text')].map((item) =>
      item.getBoundingClientRect(),
    );
    const actions = document.querySelectorAll('.page-heading-actions')[0]?.getBoundingClientRect();
    const filter = document.querySelectorAll('.ui-filters')[0]?.getBoundingClientRect();
    return {
      outsideTheFrame: frame
        ? drawn.filter((box) => box.left < frame.left || box.right > frame.right).length
        : 0,
      roomUnderActions: actions && filter ? Math.round(filter.top - actions.bottom) : null,
    };
  });
};

const owner = { name: 'Ana Souza', email: 'ana@pousada-sol.test', password: 'secret1' };

beforeAll(async () => {
  const registered = await requestJson<{ token: string }>(
    `${suite.site.app.baseUrl}/api/register`,
    {
      body: {
        name: owner.name,
        email: owner.email,
        phone: '(48) 99123-4567',
        companyName: 'Pousada Sol',
        cnpj: '12.ABC.345/01DE-35',
        password: owner.password,
        confirmPassword: owner.password,
        quantityOfProperties: 2,
      },
    },
  );
  expect(registered.status).toBe(201);
  const property = await requestJson(`${suite.site.app.baseUrl}/api/residences`, {
    body: aResidence({ name: 'Casa Azul' }),
    token: registered.body.token,
  });
  expect(property.status).toBe(201);
});

/** The owner signs in on the login page and lands on the dashboard. */
const logInAsOwner = async (page: Page) => {
  await page.goto(`${suite.site.baseUrl}/login`);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Senha', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/u/home');
};

/** The counter chip's number, once the list's read model shows `expected`. */
const chipShows = async (page: Page, counter: string, expected: string) => {
  const chip = page.getByRole('button', { name: new RegExp(`^${counter}\\s*${expected}$`) });
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if ((await chip.count()) > 0) return;
    await page.waitForTimeout(250);
    await page.reload();
    await page.getByRole('group', { name: 'Filtrar por situação' }).waitFor();
  }
  await chip.waitFor({ timeout: 1 });
};

/** What the guest does on their phone, sent as the guest form sends it. */
const guestSubmits = async (link: string) => {
  const { id, answer } = await guestSubmitsByLink(suite.site.app.baseUrl, link, 'Pedro Alves');
  expect(answer).toMatchObject({ status: 200, body: { status: 2 } });
  return id;
};

describe('a host’s day in Chromium', () => {
  it('creates a reservation, reviews what the guest sent, approves, extends, cancels and reverts', async () => {
    const { context, page, pageErrors } = await suite.visit();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logInAsOwner(page);

    await page.goto(`${suite.site.baseUrl}/u/reserves`);
    await page.getByText('Nenhuma reserva por aqui').waitFor();
    expect(await inspectAtEachWidth(page, 'reserves-empty')).toEqual(fineAtEachWidth);
    const form = await fillNewReservation(page, {
      guest: 'Pedro Alves',
      email: 'pedro@example.com',
      checkIn: '2027-03-10',
      checkout: '2027-03-13',
      source: 'airbnb',
    });
    expect(await inspectAtEachWidth(page, 'new-reservation')).toEqual(fineAtEachWidth);
    await form.getByRole('button', { name: 'Criar reserva' }).click();

    const created = page.getByRole('dialog', { name: 'Reserva criada' });
    const link = (await created.locator('.send-link-url').textContent()) ?? '';
    expect(link).toMatch(/\/p\/formdata\/[^/]+\/airbnb\/[0-9a-f-]{36}$/);
    await created.getByRole('button', { name: 'Copiar link do hóspede' }).click();
    expect(
      await page.evaluate(() => (globalThis as unknown as InPage).navigator.clipboard.readText()),
    ).toBe(link);
    expect(await inspectAtEachWidth(page, 'reservation-link')).toEqual(fineAtEachWidth);
    await created.getByRole('button', { name: 'Fechar' }).first().click();

    const id = await guestSubmits(link);
    await chipShows(page, 'Aguardando aprovação', '1');
    expect(await inspectAtEachWidth(page, 'reserves')).toEqual(fineAtEachWidth);

    await page.getByRole('link', { name: 'Pedro Alves' }).click();
    await page.waitForURL(`**/u/guest/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Pedro Alves' }).waitFor();
    const documents = page.getByRole('region', { name: 'Documentos e selfie' });
    await documents.getByRole('button', { name: 'Ver Documento (frente)' }).click();
    const front = documents.getByRole('img', { name: 'Documento (frente)' });
    await front.waitFor();
    await page.waitForFunction(
      (image) => ((image as unknown as { naturalWidth?: number } | null)?.naturalWidth ?? 0) > 0,
      await front.elementHandle(),
    );
    await documents.getByText(/^Visto por Ana Souza em /).waitFor();
    expect(await inspectAtEachWidth(page, 'guest-review')).toEqual(fineAtEachWidth);
    // The host reads the passport large, then Esc gives the focus back to its thumbnail.
    const thumbnail = documents.getByRole('button', { name: 'Ampliar Documento (frente)' });
    await thumbnail.click();
    const viewer = page.getByRole('dialog', { name: 'Documento (frente)' });
    await viewer.getByRole('img', { name: 'Documento (frente)' }).waitFor();
    expect(await inspectAtEachWidth(page, 'document-viewer')).toEqual(fineAtEachWidth);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await hasFocus(thumbnail)).toBe(true);

    await page.getByRole('button', { name: 'Aprovar', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aprovar' }).click();
    await toast(page, 'Reserva aprovada');

    const extend = await runAction(page, 'Pedro Alves', 'Alterar datas');
    await extend.dialog.getByLabel('Data do check-out').fill('2027-03-14');
    await extend.submit();
    await toast(page, 'Datas da estadia alteradas');
    const stay = page.getByRole('region', { name: 'Estadia' });
    await stay.getByText(/^14\/03\/2027/).waitFor();

    const cancel = await runAction(page, 'Pedro Alves', 'Cancelar reserva');
    await cancel.dialog.getByLabel('Motivo do cancelamento').fill('O hóspede desistiu');
    await cancel.submit();
    await toast(page, 'Reserva cancelada');
    await page.getByText('O hóspede desistiu').first().waitFor();

    const revert = await runAction(page, 'Pedro Alves', 'Reverter cancelamento');
    await revert.submit();
    await toast(page, 'Cancelamento revertido');
    await page.getByRole('button', { name: 'Ações da reserva de Pedro Alves' }).waitFor();

    const timeline = page.getByRole('region', { name: 'Histórico' });
    await timeline.getByText('Cancelamento revertido').waitFor();
    // The motive stays in the timeline only: the reservation is no longer cancelled. The
    // timeline and the reservation refetch apart, so the row goes a moment after the entry shows.
    await page
      .getByText('Motivo do cancelamento', { exact: true })
      .first()
      .waitFor({ state: 'detached' });
    expect(await timeline.getByRole('listitem').allTextContents()).toEqual(
      [
        'Cancelamento revertido',
        'Reserva cancelada: O hóspede desistiu',
        // The dates it left and the new ones (walk of issue 30).
        'Datas alteradas: de 10/03/2027–13/03/2027 para 10/03/2027–14/03/2027',
        'Reserva aprovada',
        'Hóspede enviou o formulário',
        'Reserva criada',
      ].map((what): unknown => expect.stringMatching(new RegExp(`^${what}\\d`))),
    );

    await page.goto(`${suite.site.baseUrl}/u/reserves`);
    await chipShows(page, 'Aprovadas', '1');
    await chipShows(page, 'Aguardando aprovação', '0');

    for (const [name, path, title] of [
      ['dashboard', '/u/home', 'Painel'],
      ['reserves-historic', '/u/reserves-historic', 'Histórico de reservas'],
      ['performance', '/u/users/performance', 'Desempenho dos usuários'],
    ] as const) {
      await page.goto(`${suite.site.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await inspectAtEachWidth(page, name)).toEqual(fineAtEachWidth);
      const layout = await layoutAt360(page);
      // The whole month and every name inside the chart; the export button clear of the search.
      expect(layout.outsideTheFrame).toBe(0);
      if (layout.roomUnderActions !== null) {
        expect(layout.roomUnderActions).toBeGreaterThanOrEqual(12);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await page.getByRole('table', { name: 'Desempenho por usuário' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('shows a new, a cancelled and a reverted reservation in the list without a reload', async () => {
    const { page, pageErrors } = await suite.visit();
    await logInAsOwner(page);
    await page.goto(`${suite.site.baseUrl}/u/reserves`);
    await page.getByRole('group', { name: 'Filtrar por situação' }).waitFor();
    const form = await fillNewReservation(page, {
      guest: 'Rita Lima',
      email: 'rita@example.com',
      checkIn: '2027-04-10',
      checkout: '2027-04-12',
      source: 'booking',
    });
    await form.getByRole('button', { name: 'Criar reserva' }).click();
    await page
      .getByRole('dialog', { name: 'Reserva criada' })
      .getByRole('button', { name: 'Fechar' })
      .first()
      .click();
    // No reload anywhere below: each answer comes once the list shows the change.
    const row = page.getByRole('row').filter({ hasText: 'Rita Lima' });
    await row.waitFor();
    const menu = row.getByRole('button', { name: 'Ações da reserva de Rita Lima' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Cancelar reserva' }).click();
    const cancel = page.getByRole('dialog');
    await cancel.getByLabel('Motivo do cancelamento').fill('Reserva em duplicidade');
    await cancel.getByRole('button', { name: 'Cancelar reserva' }).click();
    await row.getByText('Cancelada', { exact: true }).waitFor();
    await menu.click();
    const revertItem = page.getByRole('menuitem', { name: 'Reverter cancelamento' });
    await revertItem.waitFor();
    // The menu is open: a cancelled reservation offers no second cancel.
    expect(await page.getByRole('menuitem', { name: 'Cancelar reserva' }).count()).toBe(0);
    await revertItem.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reverter cancelamento' }).click();
    await row.getByText('Aguardando o hóspede', { exact: true }).waitFor();

    // Every screen of the account is a link away: the user menu, on a desk and on a phone.
    const avatar = page.getByRole('button', { name: `Menu do usuário ${owner.name}` });
    await avatar.click();
    const userMenu = page.locator('#user-menu-items');
    expect(await userMenu.getByRole('link').allTextContents()).toEqual([
      'Perfil',
      'Configurações',
      'Usuários',
      'Modelos de mensagem',
      'Configuração de fechaduras',
      'Vídeos explicativos',
    ]);
    await page.screenshot({ path: 'test/e2e/__screenshots__/user-menu-1280.png' });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await avatar.click();
    await userMenu.getByRole('link', { name: 'Vídeos explicativos' }).waitFor();
    await page.screenshot({ path: 'test/e2e/__screenshots__/user-menu-360.png' });
    await userMenu.getByRole('link', { name: 'Perfil' }).click();
    await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(pageErrors).toEqual([]);
  });
});

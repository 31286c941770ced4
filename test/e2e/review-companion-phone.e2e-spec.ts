import type { Page } from 'playwright-core';
import { collectPageErrors, fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';
import {
  addProperty,
  aHost,
  registerHost,
  submittedReservation,
  type ConsoleHost,
} from '../helpers/console-host';
import { visitorIn } from '../helpers/languages';

/**
 * Issue 25: the host's review judges each companion's part at once, phones included, while the
 * phone metadata stays off the public pages' first load. A review opened fresh (typed address,
 * reload) with a companion who gave a phone used to show React Router's raw "Unexpected
 * Application Error"; the host could not approve.
 */
const suite = useBrowserSuite('review-companion-phone');

describe('the review of a stay whose companion gave a phone', () => {
  let host: ConsoleHost;
  let reservationId: string;

  beforeAll(async () => {
    const baseUrl = suite.site.app.baseUrl;
    host = await registerHost(baseUrl, aHost('Helena Prado', 'Prado Temporada'));
    const residenceId = await addProperty(host, 'Casa da Praia');
    reservationId = await submittedReservation(
      baseUrl,
      host,
      residenceId,
      'Maria Silva',
      {},
      {
        adults: 2,
        additionalGuests: [{ name: 'Ana Souza', ownLink: true, phone: '(48) 99111-2233' }],
      },
    );
  });

  /** Ana's entry in the review, with her part judged (she sent no files: incomplete). */
  const anaInReview = (page: Page) =>
    page
      .getByRole('region', { name: 'Hóspedes adicionais' })
      .getByRole('heading', { level: 3, name: 'Ana Souza Incompleto' })
      .waitFor();

  const noCrash = async (page: Page) =>
    expect(await page.getByText(/Unexpected Application Error|returned a Promise/).count()).toBe(0);

  it('opens by its address and again on reload, and shows Ana’s part', async () => {
    const page = await visitorIn(suite.browser, 'pt-BR', host.token);
    const errors = collectPageErrors(page);
    await page.goto(`${suite.site.baseUrl}/u/guest/${reservationId}`);
    await anaInReview(page);
    await noCrash(page);
    await page.reload();
    await anaInReview(page);
    await noCrash(page);
    await page.getByRole('button', { name: 'Aprovar', exact: true }).waitFor();
    expect(errors).toEqual([]);
    expect(await inspectAtEachWidth(page, 'review-companion-phone')).toEqual(fineAtEachWidth);
    await page.context().close();
  });

  it('from the list, warns before approving that Ana’s part is missing', async () => {
    const page = await visitorIn(suite.browser, 'pt-BR', host.token);
    const errors = collectPageErrors(page);
    await page.goto(`${suite.site.baseUrl}/u/reserves`);
    await page.getByRole('button', { name: 'Ações da reserva de Maria Silva' }).click();
    await page.getByRole('menuitem', { name: 'Aprovar' }).click();
    const dialog = page.getByRole('dialog', { name: /^Aprovar a reserva de Maria/ });
    await dialog
      .getByText('Ana Souza ainda não enviou a própria parte: faltam seus dados e documentos.')
      .waitFor();
    await noCrash(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  const CRASH = {
    'pt-BR': {
      title: 'Algo deu errado nesta página',
      code: 'Código para o suporte',
      back: 'Voltar ao painel',
    },
    'en-US': {
      title: 'Something went wrong on this page',
      code: 'Code for support',
      back: 'Back to the dashboard',
    },
    'es-ES': {
      title: 'Algo salió mal en esta página',
      code: 'Código para el soporte',
      back: 'Volver al panel',
    },
  } as const;

  it.each(Object.entries(CRASH))(
    'shows a page that throws as the crash page in %s, with a way back',
    async (locale, words) => {
      const page = await visitorIn(suite.browser, locale as keyof typeof CRASH, host.token);
      // An answer the page cannot draw (a reservation without its form), as a bug would make it.
      await page.route(`**/api/stays/local/${reservationId}`, async (route) => {
        const answer = await route.fetch();
        const { data } = (await answer.json()) as { data: Record<string, unknown> };
        await route.fulfill({ response: answer, json: { data: { ...data, form: null } } });
      });
      await page.goto(`${suite.site.baseUrl}/u/guest/${reservationId}`);
      await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
      await page.getByText(new RegExp(`^${words.code}: [\\w-]{8,}$`)).waitFor();
      await noCrash(page);
      expect(await page.getByText(/TypeError|at \w+ \(/).count()).toBe(0);
      expect(await inspectAtEachWidth(page, `crash-page-${locale}`)).toEqual(fineAtEachWidth);
      await page.getByRole('link', { name: words.back }).click();
      await page.waitForURL('**/u/home');
      await page.context().close();
    },
  );
});

import { fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';
import { addProperty, aHost, registerHost, submittedReservation } from '../helpers/console-host';
import { visitorIn } from '../helpers/languages';

/**
 * Issue 30: a history line keeps what happened apart from the motive written with it; a
 * person's own words as typed, in every language (a sync's motive reads in the host's language:
 * stays-walk48-screens).
 */
const suite = useBrowserSuite('review-history-motive');

describe('the review history of a cancelled stay', () => {
  let token: string;
  let reservationId: string;

  beforeAll(async () => {
    const baseUrl = suite.site.app.baseUrl;
    const host = await registerHost(baseUrl, aHost('Helena Prado', 'Prado Temporada'));
    token = host.token;
    const residenceId = await addProperty(host, 'Casa da Praia');
    reservationId = await submittedReservation(baseUrl, host, residenceId, 'Maria Silva');
    const [, payload = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string };
    const cancelled = await host.api('/stays/cancelForm', {
      method: 'PUT',
      body: { id: reservationId, cancelMotive: 'Hóspede desistiu da viagem', userId: claims.sub },
    });
    expect(cancelled.status).toBe(200);
  });

  it.each([
    ['pt-BR', 'Histórico', 'Reserva cancelada: '],
    ['en-US', 'Timeline', 'Reservation cancelled: '],
    ['es-ES', 'Historial', 'Reserva cancelada: '],
  ] as const)('in %s, reads "what: motive"', async (locale, region, cancelled) => {
    const page = await visitorIn(suite.browser, locale, token);
    await page.goto(`${suite.site.baseUrl}/u/guest/${reservationId}`);
    const history = page.getByRole('region', { name: region });
    const line = history.locator('.timeline-what').first();
    await line.waitFor();
    expect(await line.textContent()).toBe(`${cancelled}Hóspede desistiu da viagem`);
    expect(await inspectAtEachWidth(page, `review-history-${locale}`)).toEqual(fineAtEachWidth);
    await page.context().close();
  });
});

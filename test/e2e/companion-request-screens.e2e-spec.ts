import type { Locale } from '@chegada/contracts';
import { fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { browserSuiteWithMail } from '../helpers/mail-suite';
import { aGuestLink } from '../helpers/guest-link';
import { visitorIn } from '../helpers/languages';
import { askAndConfirmDataRequest, aStayWithAnaOnHerOwnLink } from '../helpers/guest-data-requests';

/**
 * Issue 32, fix32h: an adult companion's request from their own link says the host confirms it
 * is them; the host's /u/data-requests names it by the companion and sends their copy with a
 * button. Screens at 360 and 1280 px in each language.
 */
const suite = browserSuiteWithMail('companion-request-screens');

const HOST_CONFIRMS: Record<Locale, RegExp> = {
  'pt-BR': /^O anfitrião vai confirmar que é você/,
  'en-US': /^The host will confirm it is you/,
  'es-ES': /^El anfitrión confirmará que eres tú/,
};
const SEND: Record<Locale, RegExp> = {
  'pt-BR': /^Enviar a cópia para a•••@example\.net$/,
  'en-US': /^Send the copy to a•••@example\.net$/,
  'es-ES': /^Enviar la copia a a•••@example\.net$/,
};
const COPY: Record<Locale, RegExp> = {
  'pt-BR': /^Uma cópia dos meus dados/,
  'en-US': /^A copy of my data/,
  'es-ES': /^Una copia de mis datos/,
};

describe("an adult companion's request waits for the host (fix32h)", () => {
  it('says so on their page, and the host sends the copy by the companion’s name', async () => {
    const setup = await aGuestLink(suite.site.app.baseUrl);
    const { headers, key } = await aStayWithAnaOnHerOwnLink(suite.site, setup);
    const base = suite.site.app.baseUrl;
    const privacy = `/p/formdata/privacy/${headers.friendlycode}/${headers.source}/${setup.reservationId}/${key}`;

    for (const locale of ['pt-BR', 'en-US', 'es-ES'] as Locale[]) {
      const guest = await visitorIn(suite.browser, locale);
      await guest.goto(`${suite.site.baseUrl}${privacy}`);
      await guest.getByRole('radio', { name: COPY[locale] }).check();
      await guest.getByText(HOST_CONFIRMS[locale]).waitFor();
      expect(await inspectAtEachWidth(guest, `fix32h-companion-${locale}`)).toEqual(
        fineAtEachWidth,
      );
      await guest.context().close();
    }

    // The companion asks for a copy at an address they type, and confirms the code.
    const companion = { ...headers, additionalguestkey: key };
    await askAndConfirmDataRequest(base, suite.smtp, setup.reservationId, companion, {
      kind: 'copy',
      email: 'ana.lima@example.net',
    });

    for (const locale of ['pt-BR', 'en-US', 'es-ES'] as Locale[]) {
      const host = await visitorIn(suite.browser, locale, setup.hostToken);
      await host.goto(`${suite.site.baseUrl}/u/data-requests`);
      await host.getByRole('button', { name: SEND[locale] }).waitFor({ timeout: 30_000 });
      expect(await host.getByText('Maria Silva').count()).toBe(0);
      await host
        .getByText(/Ana Lima/)
        .first()
        .waitFor();
      expect(await inspectAtEachWidth(host, `fix32h-host-${locale}`)).toEqual(fineAtEachWidth);
      await host.context().close();
    }
  }, 240_000);
});

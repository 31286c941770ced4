import type { Locale } from '@chegada/contracts';
import { collectPageErrors, fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { browserSuiteWithMail } from '../helpers/mail-suite';
import { aGuestLink, guestSubmitsByLink } from '../helpers/guest-link';
import { askAndConfirmDataRequest, deletionCompletedAt } from '../helpers/guest-data-requests';
import { expectStatus, hostApi } from '../helpers/host-api';
import { visitorIn } from '../helpers/languages';

/**
 * Walk61 (issue 32), on the real API: the holder asked for her deletion before her stay. The
 * review said it completes by itself at the stay's end, without "or when you finish the
 * checkout", as /u/data-requests says; once the host finished the checkout early, it said all
 * of it went at once, where her page and the host's list say only the biometric data did, and
 * the rest at the stay's end, on its day. Screens at 360 and 1280 px in
 * test/e2e/__screenshots__/walk61-review-*.
 */
const suite = browserSuiteWithMail('review-deletion-at-stay-end');

const LOCALES = ['pt-BR', 'en-US'] as const;
const SCHEDULED: Record<(typeof LOCALES)[number], RegExp> = {
  'pt-BR': /no fim da estadia, em .* \(ou quando você finalizar o checkout, se antes\)/,
  'en-US': /at the end of the stay, on .* \(or when you finish the checkout, if earlier\)/,
};
const AT_ONCE: Record<(typeof LOCALES)[number], string> = {
  'pt-BR': 'Destruído na hora: dados biométricos (selfie e prova de vida).',
  'en-US': 'Destroyed at once: biometric data (selfie and liveness check).',
};
const AT_END: Record<(typeof LOCALES)[number], string> = {
  'pt-BR':
    'Destruído no fim da estadia, em {date}: dados de contato, documentos enviados e demais dados do check-in.',
  'en-US':
    'Destroyed at the end of the stay, on {date}: contact data, documents sent, and the rest of the check-in data.',
};

const REMOVED: Record<(typeof LOCALES)[number], string> = {
  'pt-BR': 'Dados pessoais removidos',
  'en-US': 'Personal data removed',
};

const longDay = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(
    new Date(iso),
  );

describe('the review of the holder’s deletion that waited for the stay’s end', () => {
  it('says it may complete at the finish, and then what went at once and what at the end', async () => {
    const base = suite.site.app.baseUrl;
    const setup = await aGuestLink(base);
    const { answer } = await guestSubmitsByLink(base, setup.link, 'Lúcia Prado', {
      depositProof: true,
      answers: { email: 'lucia.prado@example.com' },
    });
    expectStatus('submission', answer.status, 200, answer.body);
    const [, , , friendlycode = '', source = ''] = setup.link.split('/');
    const link = { source, friendlycode, 'content-type': 'application/json' };
    await askAndConfirmDataRequest(base, suite.smtp, setup.reservationId, link, {
      kind: 'deletion',
    });
    const review = `${suite.site.baseUrl}/u/guest/${setup.reservationId}`;

    for (const locale of LOCALES) {
      const page = await visitorIn(suite.browser, locale, setup.hostToken);
      const errors = collectPageErrors(page);
      await page.goto(review);
      await page.getByText(SCHEDULED[locale]).waitFor();
      expect(await inspectAtEachWidth(page, `walk61-review-scheduled-${locale}`)).toEqual(
        fineAtEachWidth,
      );
      expect(errors).toEqual([]);
      await page.context().close();
    }

    const host = hostApi(base, setup.hostToken);
    for (const action of ['approve-reservation', 'finish-checkout']) {
      const done = await host(`/stays/${action}/${setup.reservationId}`, {
        body: { confirm: true },
      });
      expectStatus(action, done.status, 200, done.body);
    }
    const completedAt = await deletionCompletedAt(base, setup.reservationId, link);

    for (const locale of LOCALES) {
      const page = await visitorIn(suite.browser, locale, setup.hostToken);
      const errors = collectPageErrors(page);
      await page.goto(review);
      const outcome = page
        .getByRole('region', { name: REMOVED[locale] })
        .locator('.deletion-outcome li');
      await outcome.first().waitFor();
      const lines = await outcome.allTextContents();
      expect(lines.slice(0, 2)).toEqual([
        AT_ONCE[locale],
        AT_END[locale].replace('{date}', longDay(locale, completedAt)),
      ]);
      expect(await inspectAtEachWidth(page, `walk61-review-completed-${locale}`)).toEqual(
        fineAtEachWidth,
      );
      await page.goto(`${suite.site.baseUrl}/u/data-requests`);
      await page.locator('.deletion-outcome').first().waitFor();
      expect(await inspectAtEachWidth(page, `walk61-data-requests-${locale}`)).toEqual(
        fineAtEachWidth,
      );
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});

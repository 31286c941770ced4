import type { Page } from 'playwright-core';
import { collectPageErrors, fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { browserSuiteWithMail } from '../helpers/mail-suite';
import { aGuestLink, saveGuestForm } from '../helpers/guest-link';
import { aGuestPhone } from '../helpers/guest-steps';
import { visitorIn } from '../helpers/languages';
import { dataRequestCodeIn } from '../helpers/messaging';
import { eventually } from '../helpers/wait';

/**
 * Issue 32 in Chromium: from her own link, Maria asks the host to correct her data and confirms
 * with the code her e-mail received (a local SMTP peer); the host sees the request with the 15
 * days of LGPD art. 19, corrects her name where the request is, and answers it; Maria reads the
 * answer on her page and in her e-mail. Then she asks for the deletion of her data before her
 * stay: the biometric data goes at once and the page says what is kept, why and until when.
 * Screens at 360 and 1280 px in test/e2e/__screenshots__/data-requests-*, the host's correction
 * and the guest's deletion in the three languages.
 */
const suite = browserSuiteWithMail('data-requests');

const EMAIL = 'maria.silva@example.com';

const CORRECT_BUTTONS = [
  ['pt-BR', 'Corrigir os dados da pessoa hóspede'],
  ['es-ES', 'Corregir los datos de la persona huésped'],
] as const;
const DESTROYED = [
  ['pt-BR', /^Destruído na hora: /],
  ['es-ES', /^Destruido en el acto: /],
] as const;

/** The 6-digit code of the latest e-mail to Maria after `seen` messages. */
const codeFromEmail = (seen: number) =>
  eventually(
    async () =>
      suite.smtp.received
        .slice(seen)
        .filter((message) => JSON.stringify(message.to).includes(EMAIL))
        .map(dataRequestCodeIn)
        .findLast((code) => code !== undefined),
    15_000,
    'the confirmation code e-mail',
  );

/** Asks on the guest's page and confirms with the e-mailed code. */
const askAndConfirm = async (page: Page, kind: string, fill?: () => Promise<void>) => {
  const seen = suite.smtp.received.length;
  await page.getByRole('radio', { name: kind }).check();
  await fill?.();
  await page.getByRole('button', { name: 'Send a code to confirm' }).click();
  await page.getByText(/^We sent a 6-digit code to m•••@example\.com\.$/).waitFor();
  await page.getByLabel('Code received by e-mail').fill(await codeFromEmail(seen));
  await page.getByRole('button', { name: 'Confirm the request' }).click();
  await page.getByText('Request confirmed.').waitFor();
};

describe('a guest’s requests about her data (issue 32)', () => {
  it('asks from her link, confirms by e-mail, and reads the host’s answer', async () => {
    const setup = await aGuestLink(suite.site.app.baseUrl);
    await saveGuestForm(suite.site.baseUrl, setup, { name: 'Maria Silva', email: EMAIL });
    const phone = await aGuestPhone(suite.browser, { language: 'en-US' });
    const guest = await phone.newPage();
    const guestErrors = collectPageErrors(guest);
    await guest.goto(`${suite.site.baseUrl}${setup.link}`);
    await guest.getByRole('link', { name: 'Your personal data (LGPD)' }).waitFor();
    expect(await inspectAtEachWidth(guest, 'data-requests-guest-link')).toEqual(fineAtEachWidth);
    await guest.getByRole('link', { name: 'Your personal data (LGPD)' }).click();
    await guest.getByRole('heading', { level: 1, name: 'Your personal data' }).waitFor();
    await guest.getByText('No requests yet.').waitFor();
    expect(await inspectAtEachWidth(guest, 'data-requests-guest-ask')).toEqual(fineAtEachWidth);

    await askAndConfirm(guest, 'A correction', () =>
      guest.getByLabel('What should be corrected?').fill('My surname is Silva Souza.'),
    );
    const item = guest.getByRole('listitem').filter({ hasText: 'My surname is Silva Souza.' });
    await item.getByText('Open').waitFor();
    await item.getByText(/^Asked on .* · Answer by /).waitFor();
    expect(await inspectAtEachWidth(guest, 'data-requests-guest-open')).toEqual(fineAtEachWidth);

    // The host finds it in the console's navigation, with its deadline, and answers.
    const host = await visitorIn(suite.browser, 'en-US', setup.hostToken);
    const hostErrors = collectPageErrors(host);
    await host.goto(`${suite.site.baseUrl}/u/home`);
    await host
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Data requests' })
      .click();
    await host
      .getByRole('heading', { level: 1, name: 'Guests’ requests about their data' })
      .waitFor();
    const card = host.getByRole('listitem', { name: 'Correction · Maria Silva' });
    await card.getByText('To correct: My surname is Silva Souza.').waitFor();
    await card.getByText(/^Due: .* \(15 days\)$/).waitFor();
    expect(await inspectAtEachWidth(host, 'data-requests-host-open')).toEqual(fineAtEachWidth);
    // The correction form, in each language, with the guest's fields as the form holds them.
    for (const [locale, button] of CORRECT_BUTTONS) {
      const other = await visitorIn(suite.browser, locale, setup.hostToken);
      await other.goto(`${suite.site.baseUrl}/u/data-requests`);
      await other.getByRole('button', { name: button }).click();
      await other.locator('input[name="name"]').waitFor();
      expect(await other.locator('input[name="name"]').inputValue()).toBe('Maria Silva');
      expect(await inspectAtEachWidth(other, `data-requests-host-correct-${locale}`)).toEqual(
        fineAtEachWidth,
      );
      await other.close();
    }
    // The host corrects what she asked for, where the request is.
    await card.getByRole('button', { name: 'Correct the guest’s data' }).click();
    await card.getByLabel(/^Name/).fill('Maria Silva Souza');
    await card.getByRole('button', { name: 'Save the correction' }).click();
    await card.getByText(/^Corrected on .*: Name\.$/).waitFor();
    // An empty answer is refused on the spot, in the host's language.
    await card.getByRole('button', { name: 'Record the answer' }).click();
    await card.getByText('Required field').waitFor();
    await card.getByLabel(/^Your answer/).fill('Corrected in the reservation.');
    await card.getByRole('button', { name: 'Record the answer' }).click();
    await card.getByText(/^Answered on .*: Corrected in the reservation\.$/).waitFor();
    await card.getByText('Answered', { exact: true }).waitFor();
    expect(await inspectAtEachWidth(host, 'data-requests-host-answered')).toEqual(fineAtEachWidth);

    await guest.reload();
    await item.getByText(/^The host’s answer \(.*\): Corrected in the reservation\.$/).waitFor();
    await item.getByText('Answered', { exact: true }).waitFor();
    // And her e-mail brings the answer, in the language she asked in.
    const answerMail = await eventually(
      async () =>
        suite.smtp.received.find(
          (message) =>
            JSON.stringify(message.to).includes(EMAIL) &&
            message.subject?.startsWith('Answer to your request about your data'),
        ),
      15_000,
      'the answer e-mail',
    );
    expect(answerMail.text).toContain('Corrected in the reservation.');

    // Before her stay, a deletion takes the biometric data at once, only, and says what waits.
    await askAndConfirm(guest, 'The deletion of my data');
    const deletion = guest.getByRole('listitem').filter({ hasText: 'Destroyed at once' });
    await deletion
      .getByText(
        'Destroyed at once: only the biometric data (selfie and liveness check) sent until then; the rest waits for the end of the stay, as below.',
      )
      .waitFor();
    await deletion
      .getByText(/^Kept until the stay ends on .*: contact data.*; then erased\.$/)
      .waitFor();
    // Her identity data stays the host's retention period after checkout, not until checkout.
    await deletion
      .getByText(
        /^Kept: name, document, birth date and nationality of whoever stayed — the host must keep the guest register for the retention period, until /,
      )
      .waitFor();
    expect(await inspectAtEachWidth(guest, 'data-requests-guest-deletion')).toEqual(
      fineAtEachWidth,
    );
    for (const [language, destroyed] of DESTROYED) {
      const other = await aGuestPhone(suite.browser, { language });
      const page = await other.newPage();
      await page.goto(guest.url());
      await page.getByText(destroyed).first().waitFor();
      expect(await inspectAtEachWidth(page, `data-requests-guest-deletion-${language}`)).toEqual(
        fineAtEachWidth,
      );
      await other.close();
    }
    expect(guestErrors).toEqual([]);
    expect(hostErrors).toEqual([]);
    await phone.close();
  });
});

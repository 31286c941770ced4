import type { Page } from 'playwright-core';
import { startSmtpPeer, waitFor, type SmtpPeer } from '@chegada/testing';
import {
  startFakeBrasilApi,
  type FakeZipProvider,
} from '../../apps/api/src/zip/__fixtures__/fake-zip-providers';
import {
  collectPageErrors,
  fineAtEachWidth,
  inspectAtEachWidth,
  seriousAccessibilityViolations,
} from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';
import { guestImportMessages } from '../../web/src/features/guest-form/guest-import.messages';
import { guestStepsMessages } from '../../web/src/features/guest-form/guest-steps.messages';
import {
  aGuestLink,
  anotherGuestLink,
  guestSubmitsByLink,
  saveGuestForm,
} from '../helpers/guest-link';
import { foreignText } from '../helpers/languages';
import { aGuestPhone, field, openAndFillStay } from '../helpers/guest-steps';

/**
 * Issue 17's returning guest in Chromium: Maria stayed with this host before. On the link of
 * her new stay she gives her CPF, has the 6-digit code sent to her e-mail (a real SMTP peer
 * receives it), is told a wrong code is wrong, types the right one and finds her details in
 * the form, her address's CEP looked up again (a local BrasilAPI). The dialog is scanned by
 * axe and photographed at 360 and 1280 px at each turn.
 */
let smtp: SmtpPeer | undefined;
let zip: FakeZipProvider | undefined;
const suite = useBrowserSuite('guest-import', {
  env: async () => {
    smtp = await startSmtpPeer();
    zip = await startFakeBrasilApi({
      '01310100': {
        street: 'Avenida Paulista',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    });
    return { SMTP_URL: smtp.url, ZIP_BRASILAPI_URL: zip.url };
  },
});
afterAll(() => Promise.all([smtp?.close(), zip?.close()]));

const CPF = '529.982.247-25';

/** The code of the first import e-mail to `to` after the `before` first mails, once it came. */
const importCodeSentTo = async (to: string, before: number): Promise<string> => {
  const codeOf = (text = '') => /\bis (\d{6})\./.exec(text)?.[1];
  const mail = await waitFor(
    async () =>
      smtp!.received
        .slice(before)
        .find((message) => codeOf(message.text) && JSON.stringify(message.to).includes(to)),
    (found) => found !== undefined,
    20_000,
  );
  return codeOf(mail!.text)!;
};

const dialogLooksRight = async (page: Page, name: string) =>
  expect(await inspectAtEachWidth(page, `guest-import-${name}`)).toEqual(fineAtEachWidth);

describe('a returning guest in Chromium', () => {
  it('imports her details from an earlier stay with the code sent to her e-mail', async () => {
    const { baseUrl } = suite.site.app;
    const earlier = await aGuestLink(baseUrl);
    const sent = await guestSubmitsByLink(baseUrl, earlier.link, 'Maria Silva', {
      depositProof: true,
    });
    expect(sent.answer.status).toBe(200);
    const { link } = await anotherGuestLink(baseUrl, earlier);

    const phone = await aGuestPhone(suite.browser, { language: 'en-US' });
    const page = await phone.newPage();
    const pageErrors = collectPageErrors(page);
    await openAndFillStay(page, `${suite.site.baseUrl}${link}`);
    // Her name as the host typed it (issue 27); the rest is hers to give, or to import.
    expect(await field(page, 'Full name').inputValue()).toBe('Maria Silva');
    expect(await field(page, 'Email').inputValue()).toBe('');

    await page.getByRole('button', { name: /Import your data$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Import data from an earlier stay' });
    await dialog.getByLabel(/^Document number/).fill(CPF);
    await dialog.getByRole('button', { name: 'Search' }).click();
    const email = dialog.getByLabel(/^Email: /);
    await email.check();
    // Where the code goes shows masked: the address is not given to whoever holds the CPF.
    expect(await dialog.getByText('maria@example.com').count()).toBe(0);
    await dialogLooksRight(page, 'destinations');
    const mailsBefore = smtp!.received.length;
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByText('We sent a code to m•••@example.com').waitFor();
    const code = await importCodeSentTo('maria@example.com', mailsBefore);

    const codeField = dialog.getByLabel(/^6-digit code/);
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByText('Invalid code. Check it and try again.').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await codeField.fill(code);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByText('Data imported successfully!').waitFor();
    await dialogLooksRight(page, 'imported');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(await field(page, 'Full name').inputValue()).toBe('Maria Silva');
    expect(await field(page, 'Email').inputValue()).toBe('maria@example.com');
    expect(await field(page, 'City').inputValue()).toBe('São Paulo');
    // The one failed request is the wrong code's, which the dialog answered.
    expect(pageErrors).toEqual([expect.stringMatching(/status of 422 .*import-data-form/)]);
    await phone.close();
  });

  it.each(['pt-BR', 'es-ES'] as const)(
    'offers the import in %s, its dialog accessible at 360 and 1280 px',
    async (language) => {
      const { baseUrl } = suite.site.app;
      const setup = await aGuestLink(baseUrl);
      // The stay, as another device saved it.
      await saveGuestForm(baseUrl, setup, {
        ...{ adults: 1, children: 0, pets: false, vehicles: [], visitPurpose: 'leisure' },
      });
      const words = guestImportMessages[language];
      const phone = await aGuestPhone(suite.browser, { language });
      const page = await phone.newPage();
      const pageErrors = collectPageErrors(page);
      await page.goto(`${suite.site.baseUrl}${setup.link}`);
      // The stay was saved: on from it to the holder's details, where the import is.
      await page.getByRole('button', { name: guestStepsMessages[language]['guest.next'] }).click();
      await page.getByRole('button', { name: words['guest.import.open'] }).click();
      const dialog = page.getByRole('dialog', { name: words['guest.import.title'] });
      await dialog.getByLabel(new RegExp(`^${words['guest.import.doc']}`)).waitFor();
      expect(await foreignText(page, language)).toEqual([]);
      await dialogLooksRight(page, `find-${language}`);
      expect(pageErrors).toEqual([]);
      await phone.close();
    },
  );
});

import { fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';
import {
  DOOR,
  DOOR_OFFLINE_WORDS,
  seesTheDoorInEachLanguage,
  useStayAtTheDoor,
  workerReady,
} from '../helpers/guest-door';
import { aGuestLink } from '../helpers/guest-link';
import { aGuestPhone, fillHolder, fillStay, next, step } from '../helpers/guest-steps';

/**
 * Issue 17 in Chromium: with no signal, the guest opens "what you sent" of an approved stay and
 * finds the status, the stay and the door code this phone kept for the link, with the notice
 * that it is this phone's copy and that what was sent shows once the connection returns, in
 * each language; back online, what was sent (masked on this browser, issue 15). Screens at 360 and 1280 px in
 * test/e2e/__screenshots__/guest-details-offline-*.png and guest-details-*.png.
 */
const suite = useBrowserSuite('guest-details-offline');

const WORDS = {
  'en-US': {
    ...DOOR_OFFLINE_WORDS['en-US'],
    sentLater:
      'The details you sent are not kept on this phone. They show here when the connection returns.',
    details: 'Your details',
    filling: 'Form being filled in',
    continueForm: 'Go on filling in the form',
  },
  'pt-BR': {
    ...DOOR_OFFLINE_WORDS['pt-BR'],
    sentLater:
      'Os dados que você enviou não ficam salvos neste celular. Eles aparecem aqui quando a conexão voltar.',
    details: 'Seus dados',
    filling: 'Ficha em preenchimento',
    continueForm: 'Continuar preenchendo a ficha',
  },
  'es-ES': {
    ...DOOR_OFFLINE_WORDS['es-ES'],
    sentLater:
      'Los datos que enviaste no se guardan en este móvil. Aparecen aquí cuando vuelva la conexión.',
    details: 'Tus datos',
    filling: 'Ficha en curso',
    continueForm: 'Seguir rellenando la ficha',
  },
} as const;

/** Whether this phone's copy of the link's page (IndexedDB, lib/offline) holds Maria's name. */
const KEPT_WITH_MARIA = `new Promise((resolve) => {
  const opening = indexedDB.open('chegada-offline');
  opening.onerror = () => resolve(false);
  opening.onsuccess = () => {
    const database = opening.result;
    try {
      const all = database.transaction('pages').objectStore('pages').getAll();
      all.onerror = () => resolve(false);
      all.onsuccess = () => resolve(JSON.stringify(all.result).includes('Maria Silva'));
    } catch {
      resolve(false);
    }
  };
})`;

describe('what a guest sent, opened with no signal (issue 17)', () => {
  const door = useStayAtTheDoor(suite);

  it('shows the status, the stay and the door code this phone kept; what was sent once back online', async () => {
    const details = door.setup.link.replace('/p/formdata/', '/p/formdata/details/');
    const page = await door.openOffline(details);
    await seesTheDoorInEachLanguage(page, 'guest-details-offline', async (language) => {
      expect(await page.getByText(WORDS[language].sentLater).isVisible()).toBe(true);
      expect(await page.getByText('Maria Silva').count()).toBe(0);
    });

    // The details route without the company's code opens from the same copy.
    await page.goto(
      `${suite.site.baseUrl}/p/form/details/airbnb/${encodeURIComponent(door.setup.reservationId)}`,
    );
    await page.getByText(WORDS['es-ES'].sentLater).waitFor();
    expect(await page.getByText(DOOR.passcode).isVisible()).toBe(true);

    // Back online, the same page shows what was sent, and no longer says it is offline.
    await door.phone.setOffline(false);
    // This browser never held Maria's data: what was sent shows masked (issue 15).
    await page.getByRole('heading', { name: WORDS['es-ES'].details }).waitFor();
    expect(await page.getByText(WORDS['es-ES'].offline).count()).toBe(0);
    expect(await page.getByText(WORDS['es-ES'].sentLater).count()).toBe(0);
    await page.goto(`${suite.site.baseUrl}${details}`);
    for (const language of ['pt-BR', 'es-ES'] as const) {
      await page.locator('.language select').selectOption(language);
      await page.getByRole('heading', { name: WORDS[language].details }).waitFor();
      expect(await inspectAtEachWidth(page, `guest-details-${language}`)).toEqual(fineAtEachWidth);
    }
  });

  it('shows the details of a form still being filled that this phone kept, and leads back to it', async () => {
    const filling = await aGuestLink(suite.site.app.baseUrl);
    const phone = await aGuestPhone(suite.browser);
    const online = await phone.newPage();
    await online.goto(`${suite.site.baseUrl}${filling.link}`);
    await step(online, 'Stay');
    await fillStay(online);
    await next(online);
    await step(online, 'Your details');
    await fillHolder(online);
    await next(online);
    await step(online, 'Other guests');
    await online.getByText('Saved', { exact: true }).waitFor();
    await workerReady(online);
    // The page is kept once the server's answer with the saved details is back.
    await online.waitForFunction(KEPT_WITH_MARIA, undefined, { polling: 250 });
    await online.close();

    await phone.setOffline(true);
    const page = await phone.newPage();
    await page.goto(
      `${suite.site.baseUrl}${filling.link.replace('/p/formdata/', '/p/formdata/details/')}`,
    );
    for (const [language, words] of Object.entries(WORDS)) {
      await page.locator('.language select').selectOption(language);
      await page.getByText(words.offline).waitFor();
      await page.getByRole('heading', { name: words.filling }).waitFor();
      await page.getByText('Maria Silva').first().waitFor();
      expect(await page.getByText(words.sentLater).count()).toBe(0);
      expect(await page.getByRole('link', { name: words.continueForm }).isVisible()).toBe(true);
      expect(await inspectAtEachWidth(page, `guest-details-offline-filling-${language}`)).toEqual(
        fineAtEachWidth,
      );
    }
    // Offline still, the link back opens the form from the same copy.
    await page.getByRole('link', { name: WORDS['es-ES'].continueForm }).click();
    await page.getByRole('heading', { level: 2 }).waitFor();
    expect(await page.getByRole('button', { name: 'Continuar' }).count()).toBe(1);
    await phone.close();
  });
});

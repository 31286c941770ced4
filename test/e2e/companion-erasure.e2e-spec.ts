import { guestPrivacyPath, type Locale } from '@chegada/contracts';
import { fineAtEachWidth, inspectAtEachWidth } from '../helpers/browser';
import { browserSuiteWithMail } from '../helpers/mail-suite';
import { aGuestLink } from '../helpers/guest-link';
import { visitorIn } from '../helpers/languages';
import { askAndConfirmDataRequest, aStayWithAnaOnHerOwnLink } from '../helpers/guest-data-requests';

/**
 * Issue 32, fix32k: an adult companion asks from their own link for the deletion of their
 * data; the host, who knows them, erases it from /u/data-requests after a dialog that says what
 * goes and what is kept. Before the stay's end only the biometric data goes, and the request
 * says the rest waits. Screens at 360 and 1280 px in each language.
 */
const suite = browserSuiteWithMail('companion-erasure');

const ERASE: Record<Locale, string> = {
  'pt-BR': 'Excluir os dados deste acompanhante',
  'en-US': 'Erase this companion’s data',
  'es-ES': 'Eliminar los datos de este acompañante',
};
const TITLE: Record<Locale, string> = {
  'pt-BR': 'Excluir os dados de Ana Lima?',
  'en-US': 'Erase Ana Lima’s data?',
  'es-ES': '¿Eliminar los datos de Ana Lima?',
};
// After the erasure, before the stay (fix32l, walk52): the review, her link and her rights page.
const ERASING: Record<Locale, RegExp> = {
  'pt-BR':
    /^A pedido desta pessoa\. Selfie e fotos da prova de vida: apagadas em .*O restante: no fim da estadia/,
  'en-US':
    /^At this person’s request\. Selfie and liveness pictures: erased on .*The rest: at the end of the stay/,
  'es-ES':
    /^A petición de esta persona\. Selfie y fotos de la prueba de vida: borradas el .*El resto: al final de la estancia/,
};
// Hers, not the stay's (walk54): the review has no "Personal data removed" section for it.
const STAY_REMOVED: Record<Locale, string> = {
  'pt-BR': 'Dados pessoais removidos',
  'en-US': 'Personal data removed',
  'es-ES': 'Datos personales eliminados',
};
const HER_LINK: Record<Locale, string> = {
  'pt-BR': 'Seus dados estão sendo excluídos',
  'en-US': 'Your data is being erased',
  'es-ES': 'Tus datos se están eliminando',
};
const DELETION: Record<Locale, RegExp> = {
  'pt-BR': /^A exclusão dos meus dados/,
  'en-US': /^The deletion of my data/,
  'es-ES': /^La eliminación de mis datos/,
};
// Walk61: her deletion carried out, none is offered again; her page says why.
const ALREADY_ASKED: Record<Locale, RegExp> = {
  'pt-BR': /^Você já pediu a exclusão dos seus dados/,
  'en-US': /^You already asked for the deletion of your data/,
  'es-ES': /^Ya pediste la eliminación de tus datos/,
};
// fix32r: the holder's guests step shows her erased, with no link to send her.
const GUESTS_STEP: Partial<Record<Locale, string>> = {
  'pt-BR': 'Outros hóspedes',
  'en-US': 'Other guests',
};
const ERASED_PART: Partial<Record<Locale, string>> = {
  'pt-BR': 'Dados excluídos a pedido da própria pessoa',
  'en-US': 'Data erased at their own request',
};
const CANCEL: Record<Locale, string> = {
  'pt-BR': 'Cancelar',
  'en-US': 'Cancel',
  'es-ES': 'Cancelar',
};

describe("an adult companion's deletion, erased by the host (fix32k)", () => {
  it('shows what goes and what is kept, and records what was done', async () => {
    const setup = await aGuestLink(suite.site.app.baseUrl);
    const { headers, key } = await aStayWithAnaOnHerOwnLink(suite.site, setup);
    const base = suite.site.app.baseUrl;
    await askAndConfirmDataRequest(
      base,
      suite.smtp,
      setup.reservationId,
      { ...headers, additionalguestkey: key },
      { kind: 'deletion', email: 'ana.lima@example.net' },
    );

    // The host erases in English, last: the others look at the dialog and cancel.
    for (const locale of ['pt-BR', 'es-ES', 'en-US'] as Locale[]) {
      const host = await visitorIn(suite.browser, locale, setup.hostToken);
      await host.goto(`${suite.site.baseUrl}/u/data-requests`);
      await host.getByRole('button', { name: ERASE[locale] }).click({ timeout: 30_000 });
      await host.getByRole('dialog', { name: TITLE[locale] }).waitFor();
      expect(await inspectAtEachWidth(host, `fix32k-erase-dialog-${locale}`)).toEqual(
        fineAtEachWidth,
      );
      if (locale !== 'en-US') {
        await host.getByRole('button', { name: CANCEL[locale] }).click();
        await host.context().close();
        continue;
      }
      await host.getByRole('button', { name: 'Erase the data' }).click();
      // The stay is still to come: her selfie and liveness data now, the rest at its end.
      await host.getByText(/^Destroyed at once: only the biometric data/).waitFor();
      await host.getByText(/^Kept until the stay ends on .*: documents sent/).waitFor();
      // One action: the erasure answers her request (issue 32, fix32m).
      await host.getByText(/^Answered on .* by the erasure above/).waitFor();
      expect(await host.getByRole('textbox').count()).toBe(0);
      expect(await host.getByRole('button', { name: ERASE[locale] }).count()).toBe(0);
      expect(await inspectAtEachWidth(host, 'fix32k-erased-en-US')).toEqual(fineAtEachWidth);
      await host.context().close();
    }

    // Walk52: her part reads as being erased at her request, not as missing; her link asks no
    // upload again; her rights page offers no second deletion (walk61).
    const [, , , friendlyCode = '', source = ''] = setup.link.split('/');
    for (const locale of ['pt-BR', 'en-US', 'es-ES'] as Locale[]) {
      const host = await visitorIn(suite.browser, locale, setup.hostToken);
      await host.goto(`${suite.site.baseUrl}/u/guest/${setup.reservationId}`);
      await host.getByText(ERASING[locale]).waitFor({ timeout: 30_000 });
      expect(await host.getByRole('heading', { name: STAY_REMOVED[locale] }).count()).toBe(0);
      expect(await inspectAtEachWidth(host, `fix32l-review-${locale}`)).toEqual(fineAtEachWidth);
      await host.context().close();
      const ana = await visitorIn(suite.browser, locale);
      await ana.goto(`${suite.site.baseUrl}${setup.link}/${key}`);
      await ana.getByRole('heading', { name: HER_LINK[locale] }).waitFor({ timeout: 30_000 });
      expect(await inspectAtEachWidth(ana, `fix32l-own-link-${locale}`)).toEqual(fineAtEachWidth);
      const privacy = guestPrivacyPath({
        friendlyCode,
        source,
        reservationId: setup.reservationId,
        additionalGuestKey: key,
      });
      await ana.goto(`${suite.site.baseUrl}${privacy}`);
      await ana.getByText(ALREADY_ASKED[locale]).waitFor({ timeout: 30_000 });
      expect(await ana.getByRole('radio', { name: DELETION[locale] }).count()).toBe(0);
      expect(await inspectAtEachWidth(ana, `fix32l-privacy-${locale}`)).toEqual(fineAtEachWidth);
      await ana.context().close();
    }

    for (const locale of ['pt-BR', 'en-US'] as Locale[]) {
      const holder = await visitorIn(suite.browser, locale);
      await holder.goto(`${suite.site.baseUrl}${setup.link}`);
      await holder.getByRole('button', { name: GUESTS_STEP[locale] }).click({ timeout: 30_000 });
      await holder.getByText(ERASED_PART[locale]!).waitFor();
      expect(await holder.getByRole('link', { name: /WhatsApp/ }).count()).toBe(0);
      expect(await inspectAtEachWidth(holder, `fix32r-guests-step-${locale}`)).toEqual(
        fineAtEachWidth,
      );
      await holder.context().close();
    }
  }, 420_000);
});

import { fineAtEachWidth, collectPageErrors, inspectAtEachWidth } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';
import { addProperty, aHost, registerHost, type ConsoleHost } from '../helpers/console-host';
import { visitorIn } from '../helpers/languages';

/**
 * Issue 27, major 1: a Brazilian phone typed as the host types it, "(48) 99111-2233", became
 * wa.me/48991112233, which WhatsApp reads as a Polish number. The link now carries +55.
 */
const suite = useBrowserSuite('whatsapp-link');

const BRAZILIAN_CHAT = /^https:\/\/wa\.me\/5548991112233\?text=/;

describe('sending the guest link by WhatsApp', () => {
  let host: ConsoleHost;

  beforeAll(async () => {
    host = await registerHost(suite.site.app.baseUrl, aHost('Helena Prado', 'Prado Temporada'));
    await addProperty(host, 'Casa da Praia');
  });

  it('opens the chat on +55 48 99111-2233 from the new reservation and from the list', async () => {
    const page = await visitorIn(suite.browser, 'pt-BR', host.token);
    const errors = collectPageErrors(page);
    await page.goto(`${suite.site.baseUrl}/u/reserves`);
    await page.getByRole('button', { name: 'Nova reserva' }).first().click();
    const form = page.getByRole('dialog', { name: 'Nova reserva' });
    await form.getByLabel('Nome do hóspede').fill('Maria Silva');
    await form.getByLabel('WhatsApp do hóspede').fill('(48) 99111-2233');
    await form.getByLabel('Data do check-in').fill('2027-03-10');
    await form.getByLabel('Data do check-out').fill('2027-03-13');
    await form.getByRole('button', { name: 'Criar reserva' }).click();

    const created = page.getByRole('dialog', { name: 'Reserva criada' });
    // The account sends the link on creation (its default settings): the host is told so.
    await created
      .getByText('O link de check-in já está a caminho de Maria Silva por WhatsApp')
      .waitFor();
    const sendByWhatsApp = created.getByRole('link', { name: 'Enviar link por WhatsApp' });
    expect(await sendByWhatsApp.getAttribute('href')).toMatch(BRAZILIAN_CHAT);
    expect(await inspectAtEachWidth(page, 'whatsapp-link-created')).toEqual(fineAtEachWidth);
    await created.getByRole('button', { name: 'Fechar' }).first().click();

    await page.getByRole('button', { name: 'Ações da reserva de Maria Silva' }).click();
    const item = page.getByRole('menuitem', { name: 'Enviar link por WhatsApp' });
    expect(await item.getAttribute('href')).toMatch(BRAZILIAN_CHAT);
    expect(await inspectAtEachWidth(page, 'whatsapp-link-menu')).toEqual(fineAtEachWidth);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

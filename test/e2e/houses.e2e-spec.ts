import type { Page } from 'playwright-core';
import {
  startFakeBrasilApi,
  startFakeViaCep,
  type FakeZipProvider,
} from '../../apps/api/src/zip/__fixtures__/fake-zip-providers';
import { residenceFormMessages } from '../../web/src/features/residences/residence-form.messages';
import { residenceTypesMessages } from '../../web/src/features/residences/residence-types.messages';
import { residencesMessages } from '../../web/src/features/residences/residences.messages';
import { fineAtEachWidth, hasFocus, inspectAtEachWidth } from '../helpers/browser';
import { signUpInBrowser, useBrowserSuite } from '../helpers/browser-suite';
import { aHost, registerHost } from '../helpers/console-host';
import { foreignText, visitorIn } from '../helpers/languages';

// Issue 16 in a real browser: a new host adds a property with its contacts (the CEP looked up
// through the app's address services, here local fakes), sees its link and QR code, edits it,
// and edits its own profile; each screen checked with axe at 360 and 1280 px.
let zipPeers: FakeZipProvider[] = [];

const suite = useBrowserSuite('houses', {
  env: async () => {
    const paulista = {
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    };
    zipPeers = [
      await startFakeBrasilApi({ '01310100': paulista }),
      await startFakeViaCep({ '01310100': paulista }),
    ];
    return { ZIP_BRASILAPI_URL: zipPeers[0]!.url, ZIP_VIACEP_URL: zipPeers[1]!.url };
  },
});

afterAll(() => Promise.all(zipPeers.map((peer) => peer.close())));

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

const signUp = (page: Page) =>
  signUpInBrowser(page, suite.site.baseUrl, {
    name: 'Paula Reis',
    email: 'paula@casa-paulista.test',
    companyName: 'Casa Paulista',
    password: 'secret1',
  });

const fillProperty = async (page: Page) => {
  await page.getByLabel('Nome do imóvel').fill('Apto Paulista');
  await page.getByLabel('CEP').fill('01310-100');
  await page.getByLabel('Rua').and(page.locator('[value="Avenida Paulista"]')).waitFor();
  await page.getByLabel('Número').first().fill('1000');
  await page.getByRole('button', { name: 'Adicionar contato' }).click();
  await page.getByLabel('Tipo').first().selectOption({ label: 'Portaria' });
  await page.getByLabel('Nome', { exact: true }).first().fill('Seu Zé');
  await page.getByRole('group', { name: 'Contato 1' }).getByLabel('Telefone').fill('11987654321');
};

describe('a host sets up a property in Chromium', () => {
  it('guided from the dashboard, adds a property with contacts, gets its link and QR, edits it', async () => {
    const { page, pageErrors } = await suite.visit();
    await signUp(page);
    await page.getByRole('region', { name: 'Primeiros passos' }).waitFor();
    expect(
      await page
        .getByRole('button', { name: 'Menu do usuário Paula Reis' })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    expect(await page.locator('#user-menu-items').isVisible()).toBe(false);
    expect(await inspectAtEachWidth(page, 'dashboard-new')).toEqual(fineAtEachWidth);

    // The first step opens the new property's form itself, and leaves a plain list's address.
    await page.getByRole('link', { name: 'Cadastre um imóvel' }).click();
    await heading(page, 'Novo imóvel').waitFor();
    await page.waitForURL((url) => url.pathname === '/u/houses' && url.search === '');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await heading(page, 'Imóveis').waitFor();
    await page.getByText('Adicione seu primeiro imóvel').waitFor();
    expect(await inspectAtEachWidth(page, 'houses-empty')).toEqual(fineAtEachWidth);

    await page.getByRole('button', { name: 'Adicionar imóvel' }).first().click();
    await fillProperty(page);
    expect(await inspectAtEachWidth(page, 'house-form')).toEqual(fineAtEachWidth);
    await page.getByRole('button', { name: 'Salvar imóvel' }).click();

    const dialog = page.getByRole('dialog', { name: 'Link de Apto Paulista' });
    await dialog.waitFor();
    const link = (await dialog.locator('code').textContent()) ?? '';
    expect(link).toMatch(
      new RegExp(`^${suite.site.baseUrl}/p/formdata/generic/[^/]+/[0-9a-f-]{36}/other$`),
    );
    await dialog.getByRole('img', { name: `Código QR de ${link}` }).waitFor();
    expect(await inspectAtEachWidth(page, 'house-link')).toEqual(fineAtEachWidth);
    await page.keyboard.press('Escape');

    await page.getByRole('rowheader', { name: 'Apto Paulista' }).waitFor();
    expect(await inspectAtEachWidth(page, 'houses-list')).toEqual(fineAtEachWidth);
    // Opened from the menu, the link dialog gives the focus back to the menu's button on Esc.
    const actions = page.getByRole('button', { name: 'Ações para Apto Paulista' });
    await actions.click();
    await page.getByRole('menuitem', { name: 'Link e QR code' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await hasFocus(actions)).toBe(true);
    await actions.click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    expect(await page.getByLabel('Rua').inputValue()).toBe('Avenida Paulista');
    await page.getByLabel('Máximo de hóspedes').fill('6');
    await page.getByRole('button', { name: 'Salvar imóvel' }).click();
    await page.getByText('Imóvel atualizado').first().waitFor();
    await page.getByRole('cell', { name: '6' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('edits its profile', async () => {
    const { page, pageErrors } = await suite.visit();
    await page.goto(`${suite.site.baseUrl}/login?from=/u/perfil`);
    await page.getByLabel('E-mail').fill('paula@casa-paulista.test');
    await page.getByLabel('Senha', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await heading(page, 'Perfil').waitFor();
    const personal = page.getByRole('region', { name: 'Dados pessoais' });
    await personal.getByLabel('Nome').fill('Paula Reis Lima');
    await personal.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Dados atualizados').first().waitFor();
    await page.getByRole('button', { name: 'Menu do usuário Paula Reis Lima' }).waitFor();
    expect(await inspectAtEachWidth(page, 'profile-edit')).toEqual(fineAtEachWidth);
    expect(pageErrors).toEqual([]);
  });
});

// A nearby place's address, which the host may leave out, in each language (issue 16 looked at
// it in Portuguese only): its CEP fills the rest, and none of its fields is required.
describe.each(['pt-BR', 'en-US', 'es-ES'] as const)('a nearby place in %s', (locale) => {
  const words = {
    ...residencesMessages[locale],
    ...residenceFormMessages[locale],
    ...residenceTypesMessages[locale],
  };

  it('takes an address looked up by its CEP, and none of it is required', async () => {
    const host = await registerHost(suite.site.app.baseUrl, {
      name: 'Rui Prado',
      email: `rui-${locale.toLowerCase()}@casa-paulista.test`,
      password: 'secret1',
      company: 'Casa Prado',
    });
    const page = await visitorIn(suite.browser, locale, host.token);
    await page.goto(`${suite.site.baseUrl}/u/houses`);
    await page.getByRole('button', { name: words['houses.add'] }).first().click();
    await page.getByRole('button', { name: words['houses.places.add'] }).click();
    const place = page.getByRole('group', {
      name: words['houses.places.item'].replace('{number}', '1'),
    });
    await place.getByLabel(words['houses.places.name']).fill('Padaria Real');
    await place.getByLabel(words['houses.places.type']).selectOption({ index: 1 });
    for (const field of ['street', 'number', 'neighborhood', 'city', 'state'] as const)
      expect(
        await place.getByLabel(words[`houses.address.${field}`]).getAttribute('required'),
      ).toBeNull();
    await place.getByLabel(words['houses.address.cep']).fill('01310-100');
    await place
      .getByLabel(words['houses.address.street'])
      .and(page.locator('[value="Avenida Paulista"]'))
      .waitFor();
    await place.getByLabel(words['houses.address.number']).fill('1578');
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    expect(await foreignText(page, locale)).toEqual([]);
    expect(await inspectAtEachWidth(page, `house-form-nearby-place-${locale}`)).toEqual(
      fineAtEachWidth,
    );
    await page.context().close();
  });
});

// Issue 27: the account's "show the deposit step" only opens a new property's deposit section
// (the guest form asks a deposit wherever the property's is above 0).
describe('the deposit section of a new property', () => {
  it('starts open when the account’s settings ask new properties for a deposit', async () => {
    const host = await registerHost(suite.site.app.baseUrl, aHost('Rita Mota', 'Casa Mota'));
    const config = await host.api<{ data: { id: string } }>('/config');
    const saved = await host.api(`/config/${config.body.data.id}`, {
      method: 'PUT',
      body: { showDepositStep: true },
    });
    expect(saved.status).toBe(200);
    const page = await visitorIn(suite.browser, 'pt-BR', host.token);
    await page.goto(`${suite.site.baseUrl}/u/houses`);
    await page.getByRole('button', { name: 'Adicionar imóvel' }).first().click();
    await page.getByLabel('Valor da caução (R$)').waitFor();
    expect(await inspectAtEachWidth(page, 'house-form-deposit-open')).toEqual(fineAtEachWidth);
    await page.context().close();
  });
});

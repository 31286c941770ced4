import { screen, within } from '@testing-library/react';
import { locales, type Locale } from '@chegada/contracts';
import { SUPPORT_CONTACT } from '../../../config/support';
import { currentPath, renderApp } from '../../../testing/render-app';
import { texts as enUS } from '../content/en-US';
import { texts as esES } from '../content/es-ES';
import type { LegalTexts } from '../content/legal-document';
import { texts as ptBR } from '../content/pt-BR';

const titles = {
  'pt-BR': { terms: 'Termos de uso', privacy: 'Política de privacidade' },
  'en-US': { terms: 'Terms of use', privacy: 'Privacy policy' },
  'es-ES': { terms: 'Términos de uso', privacy: 'Política de privacidad' },
} as const;

const document = async (title: string) => {
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  return heading.closest('article') as HTMLElement;
};

describe('legal pages per :locale (spec §2)', () => {
  it.each(locales)(
    '/use-terms/%s shows the terms in that language, whatever the interface',
    async (locale) => {
      renderApp(`/use-terms/${locale}`, { locale: locale === 'en-US' ? 'pt-BR' : 'en-US' });
      expect(await document(titles[locale].terms)).toHaveAttribute('lang', locale);
    },
  );

  it.each(locales)('/privacy-policy/%s shows the policy in that language', async (locale) => {
    renderApp(`/privacy-policy/${locale}`, { locale: 'es-ES' });
    expect(await document(titles[locale].privacy)).toHaveAttribute('lang', locale);
  });

  it.each([
    ['/use-terms', 'es-ES', 'Términos de uso'],
    ['/privacy-policy', 'en-US', 'Privacy policy'],
    ['/privacy-policy/fr-FR', 'pt-BR', 'Política de privacidade'],
    ['/privacy-policy/en_us', 'pt-BR', 'Privacy policy'],
  ] as const)('%s with the interface in %s shows %s', async (path, locale, title) => {
    renderApp(path, { locale });
    expect(await document(title)).toBeInTheDocument();
  });

  it('links the same text in the other languages', async () => {
    const { user, router } = renderApp('/privacy-policy/pt-BR', { locale: 'en-US' });
    await document('Política de privacidade');
    const others = screen.getByRole('navigation', { name: 'Other languages' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['English', 'Español']);
    await user.click(within(others).getByRole('link', { name: 'Español' }));
    expect(await document('Política de privacidad')).toHaveAttribute('lang', 'es-ES');
    expect(currentPath(router)).toBe('/privacy-policy/es-ES');
  });
});

const privacyFacts: Record<Locale, RegExp[]> = {
  'pt-BR': [
    /até 5 anos após o seu cancelamento/,
    /6 meses, como exige o art\. 15/,
    /de 0 a 90/,
    /art\. 18/,
    /em até 15 dias/,
    /biométricos/,
    /crypto-shredding/,
    /Transferência internacional/,
    /portaria do condomínio/,
    /WhatsApp/,
  ],
  'en-US': [
    /up to 5 years after it is cancelled/,
    /6 months, as art\. 15/,
    /from 0 to 90/,
    /art\. 18/,
    /within 15 days/,
    /biometric/,
    /crypto-shredding/,
    /International transfers/,
    /front desk/,
    /WhatsApp/,
  ],
  'es-ES': [
    /hasta 5 años después de su cancelación/,
    /6 meses, como exige el art\. 15/,
    /de 0 a 90/,
    /art\. 18/,
    /15 días/,
    /biométricos/,
    /crypto-shredding/,
    /Transferencias internacionales/,
    /portería del condominio/,
    /WhatsApp/,
  ],
};

describe('privacy policy content (LGPD)', () => {
  it.each(locales)(
    'in %s states retention, logs, rights, biometrics and the DPO address',
    async (locale) => {
      renderApp(`/privacy-policy/${locale}`);
      const article = await document(titles[locale].privacy);
      for (const fact of privacyFacts[locale]) expect(article).toHaveTextContent(fact);
      const mail = within(article).getAllByRole('link', { name: SUPPORT_CONTACT.email });
      expect(mail[0]).toHaveAttribute('href', `mailto:${SUPPORT_CONTACT.email}`);
    },
  );

  it.each(locales)('the terms in %s state the 30-day trial and Brazilian law', async (locale) => {
    renderApp(`/use-terms/${locale}`);
    const article = await document(titles[locale].terms);
    expect(article).toHaveTextContent(/30/);
    expect(article).toHaveTextContent(/Brasil|Brazil/);
  });

  it('has the same sections, paragraphs and list items in every language', () => {
    const shape = (texts: LegalTexts) =>
      Object.values(texts).map((text) =>
        text.sections.map((section) =>
          section.body.map((block) => (typeof block === 'string' ? 'p' : block.length)),
        ),
      );
    expect(shape(enUS)).toEqual(shape(ptBR));
    expect(shape(esES)).toEqual(shape(ptBR));
  });
});

describe('the privacy policy’s date and links (issue 32)', () => {
  it.each([
    ['pt-BR', '29 de novembro de 2026', 'registro das operações de tratamento'],
    ['en-US', 'November 29, 2026', 'record of processing'],
    ['es-ES', '29 de noviembre de 2026', 'registro de las actividades de tratamiento'],
  ] as const)(
    'in %s shows the day it took effect and links by words',
    async (locale, day, name) => {
      renderApp(`/privacy-policy/${locale}`);
      const article = await document(titles[locale].privacy);
      expect(within(article).getByText(day)).toHaveAttribute('datetime', '2026-11-29');
      expect(within(article).getByRole('link', { name })).toHaveAttribute(
        'href',
        '/lgpd/record-of-processing',
      );
      expect(article).not.toHaveTextContent('/lgpd/');
    },
  );
});

import {
  messageTemplates,
  templateLocaleOf,
  templateLocales,
  whatsAppLanguageOf,
} from './message-templates';
import { renderEmail } from './render-email';

const params = {
  guestName: 'Ana <Souza>',
  propertyName: 'Casa Azul',
  checkIn: '10/01/2027 15:00',
  checkOut: '12/01/2027 11:00',
  link: 'https://app.example/p/formdata/casa/airbnb/1?a=1&b=2',
  motive: 'Documento ilegível',
  passcode: '482913',
  instructions: '',
  hostContact: '+55 11 98765-4321',
};

describe('renderEmail', () => {
  it('fills every placeholder of every template in the three languages', () => {
    for (const locale of templateLocales) {
      for (const template of messageTemplates) {
        const email = renderEmail(template, locale, params);
        expect(`${email.subject}${email.text}`).not.toMatch(/\{\w+\}/);
        expect(email.html).toContain(`lang="${locale}"`);
      }
    }
  });

  it('writes the link as a button in HTML and as a line in text, escaping what the guest typed', () => {
    const email = renderEmail('guest-link', 'en-US', params);
    expect(email.subject).toBe('Your check-in at Casa Azul');
    expect(email.text).toContain(
      'Fill in the check-in: https://app.example/p/formdata/casa/airbnb/1?a=1&b=2',
    );
    expect(email.html).toContain('Hello, Ana &#60;Souza&#62;!');
    expect(email.html).toContain('href="https://app.example/p/formdata/casa/airbnb/1?a=1&#38;b=2"');
  });

  it('leaves out a paragraph whose only content is empty', () => {
    const email = renderEmail('approved', 'pt-BR', params);
    expect(email.text.split('\n\n')).toHaveLength(4);
  });

  it("picks the reservation's language, falling back to Portuguese", () => {
    expect(templateLocaleOf('es-ES')).toBe('es-ES');
    expect(templateLocaleOf('en')).toBe('en-US');
    expect(templateLocaleOf('fr-FR')).toBe('pt-BR');
    expect(templateLocaleOf(null)).toBe('pt-BR');
    expect(whatsAppLanguageOf('pt-BR')).toBe('pt_BR');
  });
});

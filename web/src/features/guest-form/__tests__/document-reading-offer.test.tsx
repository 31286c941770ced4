import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  translate,
  type DocumentReadingAnswer,
  type Locale,
  type MrzDocument,
} from '@chegada/contracts';
import { aFillingPage, type Saved } from '../../../testing/guest-form-fixtures';
import { aPhoneCamera } from './fake-camera';
import { openGuestFormIn, openOwnLinkIn } from './guest-form-steps';

const READ_CPF = '529.982.247-25';
const TITLES: Record<string, RegExp> = {
  'en-US': /Fill in from your document/,
  'pt-BR': /Preencher com o seu documento/,
  'es-ES': /Rellenar con tu documento/,
};

/** The reading's answers in turn: a DocumentReadingAnswer, or 422 for the terms not accepted. */
const readingServer = (
  pageId: string,
  answers: (DocumentReadingAnswer | 422)[],
  locale: Locale,
) => {
  let calls = 0;
  return http.post(`*/api/stays/guestForm/${pageId}/document-reading`, () => {
    const answer = answers[Math.min(calls++, answers.length - 1)] ?? 422;
    if (answer !== 422) return HttpResponse.json(answer);
    const message = translate(locale, 'error.BIOMETRIC_CONSENT_REQUIRED');
    return HttpResponse.json(
      { statusCode: 422, code: 'BIOMETRIC_CONSENT_REQUIRED', message },
      { status: 422 },
    );
  });
};

/**
 * The guest at the documents (holder typed, both sides sent), the reading answering `answers`;
 * the reading's section, and every save the form made.
 */
const atDocuments = async (
  answers: (DocumentReadingAnswer | 422)[],
  {
    locale = 'en-US',
    form = { name: 'Maria Silva' },
    kept = { document: null, cpf: null },
  }: { locale?: Locale; form?: Record<string, unknown>; kept?: DocumentReadingAnswer } = {},
) => {
  const page = aFillingPage({
    form,
    files: { main: ['doc_front', 'doc_back'] },
    missing: ['doc_selfie'],
  });
  const saves: Saved[] = [];
  const reading = readingServer(page.id, answers, locale);
  // The selfie's check on the same step asks the same terms first (then is closed: no capture).
  let starts = 0;
  const liveness = http.post(`*/api/stays/guestForm/${page.id}/liveness`, () => {
    const code = starts++ === 0 ? 'BIOMETRIC_CONSENT_REQUIRED' : 'LIVENESS_CLOSED';
    const message = translate(locale, `error.${code}`, { minutes: 30 });
    return HttpResponse.json({ code, message }, { status: code === 'LIVENESS_CLOSED' ? 429 : 422 });
  });
  // What the server kept of an earlier reading of these photos (GET …/document-reading).
  const keptReading = http.get(`*/api/stays/guestForm/${page.id}/document-reading`, () =>
    HttpResponse.json(kept),
  );
  const { user } = await openGuestFormIn(locale, page, saves, reading, liveness, keptReading);
  const section = screen.getByRole('region', { name: TITLES[locale] });
  return { user, saves, section, fields: () => saves.map((save) => save.fields) };
};

// What the offer shows of a passport's MRZ; the server's reading holds more.
const aPassport = (overrides: Partial<MrzDocument> = {}) =>
  ({
    documentCode: 'P',
    documentNumber: 'FZ1234567',
    givenNames: 'MARIA CLARA',
    surname: 'SILVA',
    nationality: 'PRT',
    issuingState: 'PRT',
    birthDate: '1990-04-01',
    expiryDate: '2031-03-10',
    checkDigitsValid: true,
    expired: false,
    ...overrides,
  }) as MrzDocument;

describe("the documents step's reading of the document (issue 29)", () => {
  it("shows the CPF read from an RG's text and fills it in only once the guest uses it", async () => {
    const { user, section, fields } = await atDocuments([{ document: null, cpf: READ_CPF }]);
    await user.click(within(section).getByRole('button', { name: 'Read my document' }));

    const offer = await within(section).findByRole('group', { name: 'We read on your document:' });
    expect(offer).toHaveTextContent(`CPF${READ_CPF}`);
    // Seen, not yet filled in.
    expect(fields()).toEqual([]);

    await user.click(within(offer).getByRole('button', { name: 'Use these details' }));
    expect(
      await within(section).findByText(/Filled in on your form\. You can still change it/),
    ).toBeInTheDocument();
    expect(fields()).toEqual([{ cpf: READ_CPF }]);
  });

  it('fills nothing in when the guest declines, and says when nothing could be read', async () => {
    const { user, section, fields } = await atDocuments([
      { document: null, cpf: READ_CPF },
      { document: null, cpf: null },
    ]);
    await user.click(within(section).getByRole('button', { name: 'Read my document' }));
    await user.click(await within(section).findByRole('button', { name: "Don't use" }));
    expect(within(section).getByRole('status')).toHaveTextContent('Nothing was filled in.');

    await user.click(within(section).getByRole('button', { name: 'Read it again' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'We found no CPF or machine-readable zone on the photos.',
    );
    expect(fields()).toEqual([]);
  });

  it("shows a foreigner everything their passport's MRZ gave and fills the form's fields, an expiry flagged", async () => {
    const document = aPassport({ expiryDate: '2020-03-10', expired: true });
    const { user, section, fields } = await atDocuments([{ document, cpf: null }], {
      form: { name: 'Maria', isForeign: true },
    });
    await user.click(within(section).getByRole('button', { name: 'Read my document' }));
    const offer = await within(section).findByRole('group', { name: 'We read on your document:' });
    expect(offer).toHaveTextContent(
      'NameMaria Clara SilvaDocument numberFZ1234567NationalityPortugal (to check only: not filled in the form)' +
        'Date of birthApril 1, 1990Expiry dateMarch 10, 2020 (to check only: not filled in the form)' +
        'Note: this document has expired.',
    );
    await user.click(within(offer).getByRole('button', { name: 'Use these details' }));
    await within(section).findByText(/Filled in on your form/);
    expect(fields()).toEqual([
      { name: 'Maria Clara Silva', birthDate: '1990-04-01', passport: 'FZ1234567' },
    ]);
  });

  it('offers again, after a reload, what was read of the photos the server keeps', async () => {
    const { user, section, fields } = await atDocuments([], {
      form: { name: 'Maria', isForeign: true },
      kept: { document: aPassport(), cpf: null },
    });
    const offer = await within(section).findByRole('group', { name: 'We read on your document:' });
    expect(offer).toHaveTextContent('NameMaria Clara SilvaDocument numberFZ1234567');
    expect(fields()).toEqual([]);
    await user.click(within(offer).getByRole('button', { name: 'Use these details' }));
    await within(section).findByText(/Filled in on your form/);
    expect(fields()).toEqual([
      { name: 'Maria Clara Silva', birthDate: '1990-04-01', passport: 'FZ1234567' },
    ]);
  });

  it("shows a Brazilian their passport's number to check, and fills their CPF form with the rest", async () => {
    const document = aPassport({ nationality: 'BRA', documentNumber: 'FZ1234S67' });
    const { user, section, fields } = await atDocuments([{ document, cpf: null }], {
      form: { name: 'Maria', cpf: READ_CPF },
    });
    await user.click(within(section).getByRole('button', { name: 'Read my document' }));
    const offer = await within(section).findByRole('group', { name: 'We read on your document:' });
    // A misread number (an S for a 5) can be seen before anything is used.
    expect(offer).toHaveTextContent(
      'Document numberFZ1234S67 (to check only: not filled in the form)NationalityBrazil',
    );
    await user.click(within(offer).getByRole('button', { name: 'Use these details' }));
    await within(section).findByText(/Filled in on your form/);
    expect(fields()).toEqual([{ name: 'Maria Clara Silva', birthDate: '1990-04-01' }]);
  });

  it.each([
    ['as people write it, particles in lower case', 'Maria', 'Maria Clara da Silva'],
    [
      'as the guest typed it, when it is the same name',
      'maria clara DA SILVA',
      'maria clara DA SILVA',
    ],
    ['as the guest typed it, accents and all', 'María Clara da Silva', 'María Clara da Silva'],
  ])('offers the name read in capitals %s', async (_, typed, offered) => {
    const document = aPassport({ surname: 'DA SILVA' });
    const { user, section, fields } = await atDocuments([{ document, cpf: null }], {
      form: { name: typed },
    });
    await user.click(within(section).getByRole('button', { name: 'Read my document' }));
    const offer = await within(section).findByRole('group', { name: 'We read on your document:' });
    expect(offer).toHaveTextContent(`Name${offered}Document number`);
    await user.click(within(offer).getByRole('button', { name: 'Use these details' }));
    await within(section).findByText(/Filled in on your form/);
    expect(fields()).toEqual([{ name: offered, birthDate: '1990-04-01' }]);
  });

  it("clears the reading's request for the image terms once the guest accepted them for the selfie", async () => {
    aPhoneCamera();
    const { user, section, fields } = await atDocuments([422, { document: null, cpf: READ_CPF }]);
    await user.click(within(section).getByRole('button', { name: 'Read my document' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'To read your document, first accept the image terms.',
    );
    const selfie = within(screen.getByRole('group', { name: 'Selfie' }));
    await user.click(await selfie.findByRole('button', { name: 'Start the check' }));
    await user.click(await selfie.findByRole('checkbox', { name: /I allow the photos/ }));
    // Given once: the reading asks no more, and reads when asked again.
    await within(section).findByRole('button', { name: 'Read my document' });
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Read my document' }));
    expect(
      await within(section).findByRole('group', { name: 'We read on your document:' }),
    ).toHaveTextContent(`CPF${READ_CPF}`);
    expect(fields()).toEqual([{ imageTermsAccepted: true }]);
  });

  it.each([
    ['pt-BR', 'Ler meu documento', 'Usar estes dados', /Preenchido na ficha/],
    ['es-ES', 'Leer mi documento', 'Usar estos datos', /Rellenado en tu ficha/],
  ] as const)(
    'asks for the image terms first, then reads (%s)',
    async (locale, read, use, done) => {
      const answers = [422, { document: null, cpf: READ_CPF }] as const;
      const { user, section, fields } = await atDocuments([...answers], { locale });
      await user.click(within(section).getByRole('button', { name: read }));
      await user.click(await within(section).findByRole('checkbox'));
      await user.click(await within(section).findByRole('button', { name: use }));
      await within(section).findByText(done);
      expect(fields()).toEqual([{ imageTermsAccepted: true }, { cpf: READ_CPF }]);
    },
  );
});

describe("a companion's reading of their own document, on their own link (issue 29)", () => {
  /** João on his own link, both sides of his document sent, the reading answering `answers`. */
  const onOwnLink = async (
    answers: (DocumentReadingAnswer | 422)[],
    { locale = 'en-US', guest = {} }: { locale?: Locale; guest?: Record<string, unknown> } = {},
  ) => {
    const page = aFillingPage({
      form: { additionalGuest: { key: 'k1', name: 'João Souza', ...guest } },
      files: { k1: ['doc_front', 'doc_back'] },
      missing: ['guest_1_doc_selfie'],
      additionalGuestIndex: 1,
    });
    const saves: Saved[] = [];
    return openOwnLinkIn(locale, page, saves, readingServer(page.id, answers, locale));
  };

  it.each([
    ['en-US', 'Read my document', 'Use these details', 'CPF', /Filled in on your form/],
    ['pt-BR', 'Ler meu documento', 'Usar estes dados', 'CPF', /Preenchido na ficha/],
    ['es-ES', 'Leer mi documento', 'Usar estos datos', 'CPF', /Rellenado en tu ficha/],
  ] as const)(
    'in %s, offers an adult the CPF read from their RG and fills in their own CPF',
    async (locale, read, use, label, done) => {
      const { user, saves } = await onOwnLink([{ document: null, cpf: READ_CPF }], {
        locale,
        guest: { birthDate: '1992-01-01' },
      });
      const section = await screen.findByRole('region', { name: TITLES[locale] });
      await user.click(within(section).getByRole('button', { name: read }));
      await user.click(await within(section).findByRole('button', { name: use }));
      await within(section).findByText(done);
      // Saved as João's, under his key, and shown in his details above.
      expect(saves.map((save) => save.fields)).toEqual([{ cpf: READ_CPF }]);
      expect(saves[0]?.headers.get('additionalguestkey')).toBe('k1');
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveValue(READ_CPF);
      expect(screen.getByLabelText(/^(Full name|Nome completo|Nombre completo)/)).toHaveValue(
        'João Souza',
      );
    },
  );

  it("fills a foreign companion's name, birth date and passport from the MRZ", async () => {
    const { user, saves } = await onOwnLink([{ document: aPassport(), cpf: null }], {
      guest: { birthDate: '1990-04-01', foreign: true },
    });
    const section = await screen.findByRole('region', { name: TITLES['en-US'] });
    await user.click(within(section).getByRole('button', { name: 'Read my document' }));
    await user.click(await within(section).findByRole('button', { name: 'Use these details' }));
    await within(section).findByText(/Filled in on your form/);
    expect(saves.map((save) => save.fields)).toEqual([
      { name: 'Maria Clara Silva', birthDate: '1990-04-01', passport: 'FZ1234567' },
    ]);
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Maria Clara Silva');
    expect(screen.getByLabelText(/^Passport/)).toHaveValue('FZ1234567');
  });

  it('offers no reading to a child, whose image terms are the main guest’s', async () => {
    await onOwnLink([{ document: null, cpf: READ_CPF }], { guest: { birthDate: '2020-01-01' } });
    await screen.findByRole('group', { name: 'Selfie' });
    expect(screen.queryByRole('region', { name: TITLES['en-US'] })).not.toBeInTheDocument();
  });
});

import { translate, type Locale, type MessageKey } from '@chegada/contracts';
import { pdfPages, pdfText } from '@chegada/testing';
import { aDataCopy } from '../__fixtures__/data-copy';
import { renderGuestDataCopyPdf } from './guest-data-copy.pdf';
import type { GuestDataCopy } from './guest-data-copy.types';

const LOCALES: Locale[] = ['pt-BR', 'en-US', 'es-ES'];

/** A holder's copy where much is absent: no website, no vehicle, a check never made. */
const sparse = (): GuestDataCopy =>
  aDataCopy({
    controller: { name: 'Casa Azul', phone: '+55 11 98765-4321', email: null, website: null },
    form: {
      name: 'Maria Silva',
      vehicles: [],
      additionalGuests: [{ name: 'Pedro', birthDate: null, relationship: '' }],
    },
    identityChecks: [
      {
        guest: 'Maria Silva',
        liveness: { status: 'not-done', failedAttempts: 0, lastFailure: null, checkedAt: null },
        faceMatch: {
          verdict: 'review',
          similarity: null,
          reason: null,
          checkedAt: '2027-03-10T12:00:00.000Z',
        },
        documentReading: null,
      },
    ],
    cpfChecks: [
      {
        guest: 'Maria Silva',
        status: 'off',
        situation: null,
        nameMatches: null,
        birthDateMatches: null,
        checkedAt: '2027-03-10T12:00:00.000Z',
      },
    ],
  });

// Walk of issue 32: "Vehículo: —", "Sitio web: —", "Verificado el: —", "Similitud: —".
describe("the holder's data copy leaves out what is absent", () => {
  it.each(LOCALES)('in %s, no row says only "—"', async (locale) => {
    const text = await pdfText(await renderGuestDataCopyPdf(sparse(), locale));
    expect(text).toContain('Maria Silva');
    expect(text).not.toContain('—');
    for (const key of ['website', 'vehicles', 'similarity', 'situation', 'relationship'])
      expect(text).not.toContain(`${translate(locale, `dataCopy.field.${key}` as MessageKey)}:`);
  });
});

const HEADINGS: MessageKey[] = [
  'guestDataRequests.pdf.form',
  'dataCopy.pdf.otherGuests',
  'guestDataRequests.pdf.stay',
  'guestDataRequests.pdf.files',
  'guestDataRequests.pdf.consents',
  'guestDataRequests.pdf.views',
  'guestDataRequests.pdf.messages',
  'guestDataRequests.pdf.requests',
  'dataCopy.pdf.cpfChecks',
  'dataCopy.pdf.fnrh',
  'dataCopy.pdf.identity',
  'dataCopy.pdf.accessLog',
];

// Walk of issue 32: a section's heading stood alone at a page's foot, its rows on the next.
describe("the data copy's PDF keeps each heading with its first row", () => {
  it.each(LOCALES)('in %s, whatever the length of what comes before', async (locale) => {
    const headings = new Set(HEADINGS.map((key) => translate(locale, key)));
    // One row each (a line apiece), so that page after page a heading falls at every height.
    const copyOf = (rows: number) =>
      aDataCopy({
        form: Object.fromEntries(Array.from({ length: rows }, (_, n) => [`note${n}`, 'x'])),
      });
    for (let rows = 30; rows < 34; rows += 1) {
      const pages = await pdfPages(await renderGuestDataCopyPdf(copyOf(rows), locale));
      for (const page of pages.slice(0, -1)) {
        const last = page.trim().split('\n').at(-1) ?? '';
        expect({ rows, last, heading: headings.has(last.trim()) }).toEqual({
          rows,
          last,
          heading: false,
        });
      }
    }
  });
});

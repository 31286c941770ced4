import type { Locale } from '@chegada/contracts';
import { pdfText } from '@chegada/testing';
import { aDataCopy } from '../__fixtures__/data-copy';
import type { DataRequestRow } from '../personal-data-requests.repository';
import { erasedEntryOf, withErasureDays } from './erased-companion';
import { renderGuestDataCopyPdf } from './guest-data-copy.pdf';
import { holderScopeOf } from './holder-scope';
import { withNationalities } from './nationality';
import { inReadingOrder } from './reading-order';

// Walk of issue 32: the holder's copy named an erased companion "—" without saying why, the
// companion's own copy read the keep-until as "… a las 0:00", and "Foreign: No" stood where
// the nationality was promised.
// Her deletion, answered by the host's erasure at 23:30 in Brasília on 20 December.
const herDeletion = {
  kind: 'deletion',
  status: 'answered',
  answered_at: new Date('2026-12-21T02:30:00.000Z'),
  outcome: { erasedAt: '2026-12-21T02:30:00.000Z' },
} as unknown as DataRequestRow;

const holderForm = {
  name: 'Maria Silva',
  isForeign: false,
  cpf: '123.456.789-09',
  additionalGuests: [
    { key: 'k1', name: 'Pedro Silva' },
    { key: 'k2', dataErased: true },
  ],
};

const textOf = async (form: Record<string, unknown>, locale: Locale) =>
  (
    await pdfText(
      await renderGuestDataCopyPdf(
        aDataCopy({ form: inReadingOrder(withNationalities(form)) }),
        locale,
      ),
    )
  ).replace(/\s+/g, ' ');

describe("the holder's copy of a stay with a companion erased at her own request", () => {
  it.each([
    ['pt-BR', 'Dados excluídos a pedido próprio em: 20 de dezembro de 2026', 'Brasil'],
    ['en-US', 'Data erased at their own request on: December 20, 2026', 'Brazil'],
    ['es-ES', 'Datos borrados a petición propia el: 20 de diciembre de 2026', 'Brasil'],
  ] as const)(
    'in %s says why she has no name, when, and the nationality',
    async (locale, said, country) => {
      const form = holderScopeOf(
        withErasureDays(holderForm, new Map([['k2', [herDeletion]]])),
        [],
      ).form;
      const text = await textOf(form, locale);
      expect(text).toContain(said);
      expect(text).toContain('Pedro Silva');
      expect(text).toMatch(new RegExp(`(Nacionalidade|Nationality|Nacionalidad): ${country}`));
      expect(text).not.toMatch(/(Acompanhante|Companion|Acompañante) 2 · [^:]*: —/);
    },
  );
});

describe("an erased companion's own copy", () => {
  it.each([
    ['pt-BR', '13 de março de 2028', 'Argentina'],
    ['en-US', 'March 13, 2028', 'Argentina'],
    ['es-ES', '13 de marzo de 2028', 'Argentina'],
  ] as const)(
    'in %s keeps her data until a day, not a time of day',
    async (locale, day, country) => {
      const entry = erasedEntryOf({
        kept: { key: 'k2', name: 'Lúcia Faria', foreign: true, nationality: 'AR' },
        keptUntil: new Date('2028-03-13T03:00:00.000Z'),
        erasedAt: new Date('2026-12-21T02:30:00.000Z'),
      });
      const text = await textOf(entry, locale);
      expect(text).toMatch(new RegExp(`: ${day}( ·|$| )`));
      expect(text).not.toMatch(/0:00|00:00|12:00 AM/);
      expect(text).toContain(country);
    },
  );

  it('names a Brazilian companion’s nationality', async () => {
    const entry = erasedEntryOf({
      kept: { key: 'k2', name: 'Lúcia Faria', foreign: false, cpf: '529.982.247-25' },
      keptUntil: null,
      erasedAt: null,
    });
    expect(await textOf(entry, 'es-ES')).toContain('Nacionalidad: Brasil');
  });
});

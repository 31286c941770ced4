import type { ParsedMail } from 'mailparser';
import type { Locale } from '@chegada/contracts';
import { eventually, pdfText } from '@chegada/testing';
import { longDate } from '../guest-requests/deletion-outcome-words';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  JOANA,
} from '../__fixtures__/data-requests-world';
import type { GuestDataCopy } from './guest-data-copy.types';

// Walk of issue 32: in the copy's list of her requests, a copy request answered by sending the
// copy read "Respuesta: —" / "Resposta: —".
describe('a copy request answered by the copy', () => {
  const world = aDataRequestsWorld();

  const copyMailed = async (to: string, after: number) => {
    const mail = await eventually(
      async () =>
        world.smtp.received
          .slice(after)
          .find(
            (each: ParsedMail) =>
              JSON.stringify(each.to).includes(to) &&
              each.attachments.some((file) => /\.json$/.test(file.filename ?? '')),
          ),
      15_000,
      `the copy to ${to}`,
    );
    const file = (ext: string) =>
      mail.attachments.find((each) => each.filename?.endsWith(ext))!.content;
    return {
      copy: JSON.parse(file('.json').toString()) as GuestDataCopy,
      pdf: (await pdfText(file('.pdf'))).replace(/\s+/g, ' '),
    };
  };

  it('says, in each copy after, that it was e-mailed and on which day', async () => {
    const email = 'joana.copias@example.com';
    const id = await aSubmittedStay(world, { ...JOANA, name: 'Joana Copias', email });
    const said: Record<Locale, [string, string]> = {
      'es-ES': ['Respuesta: Copia enviada a tu correo el', 'Respuesta: —'],
      'pt-BR': ['Resposta: Cópia enviada ao seu e-mail em', 'Resposta: —'],
      'en-US': ['Answer: Copy sent to your e-mail on', 'Answer: —'],
    };
    for (const [count, locale] of (['es-ES', 'pt-BR', 'en-US'] as const).entries()) {
      const before = world.smtp.received.length;
      await askAndConfirm(world, id, email, { kind: 'copy', lang: locale });
      const { copy, pdf } = await copyMailed(email, before);
      const [sent, dash] = said[locale];
      // This copy's own request and each one before: sent, that day.
      expect(copy.requests).toHaveLength(count + 1);
      for (const request of copy.requests) {
        expect(request.answer).toBe(
          `${sent.split(': ')[1]} ${longDate(locale, request.answeredAt!)}.`,
        );
        expect(pdf).toContain(`${sent} ${longDate(locale, request.answeredAt!)}`);
      }
      expect(pdf).not.toContain(dash);
    }
  });
});

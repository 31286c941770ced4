import type { Locale } from '@chegada/contracts';
import { copyMailedTo } from '../__fixtures__/data-copy';
import { longDate } from '../guest-requests/deletion-outcome-words';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  JOANA,
} from '../__fixtures__/data-requests-world';

// Walk of issue 32: in the copy's list of her requests, a copy request answered by sending the
// copy read "Respuesta: —" / "Resposta: —".
describe('a copy request answered by the copy', () => {
  const world = aDataRequestsWorld();

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
      const { copy, pdf } = await copyMailedTo(world.smtp, email, before);
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

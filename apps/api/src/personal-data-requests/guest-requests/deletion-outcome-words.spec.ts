import type { DeletionOutcome } from '@chegada/contracts';
import { deletionOutcomeLines } from './deletion-outcome-words';

// Walk58: "Guardado: documentos enviados — la estancia aún no terminó; se eliminará cuando
// termine, hasta el 3 de diciembre de 2026", and the FNRH line's doubled parentheses.
const beforeTheStay: DeletionOutcome = {
  removed: ['biometric'],
  kept: [
    { part: 'documents', reason: 'stayNotEnded', until: '2026-12-03T11:00:00-03:00' },
    { part: 'form', reason: 'stayNotEnded', until: '2026-12-03T11:00:00-03:00' },
    { part: 'fnrh', reason: 'governmentRegister', until: null, reference: '7731cebf' },
  ],
};

describe('a deletion’s kept lines, in words', () => {
  it.each([
    [
      'pt-BR',
      'Guardado até o fim da estadia, em 3 de dezembro de 2026: documentos enviados e demais dados do check-in; depois, excluído.',
      'o registro da estadia na FNRH (Ficha Nacional de Registro de Hóspedes, reserva 7731cebf)',
    ],
    [
      'en-US',
      'Kept until the stay ends on December 3, 2026: documents sent and the rest of the check-in data; then erased.',
      'the stay’s record in the FNRH (Brazil’s national guest register, reservation 7731cebf)',
    ],
    [
      'es-ES',
      'Guardado hasta que termine la estancia, el 3 de diciembre de 2026: documentos enviados y el resto de los datos del check-in; después, eliminado.',
      'el registro de la estancia en la FNRH (registro nacional de huéspedes de Brasil, reserva 7731cebf)',
    ],
  ] as const)('in %s says plainly what waits for the stay’s end', (locale, waits, fnrh) => {
    const lines = deletionOutcomeLines(locale, beforeTheStay);
    expect(lines).toContain(waits);
    expect(lines.join(' ')).toContain(fnrh);
    expect(lines.join(' ')).not.toMatch(/\) \(/);
  });
});

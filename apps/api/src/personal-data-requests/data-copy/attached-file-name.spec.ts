import { attachedFileName } from './attached-file-name';
import { DataCopyWords } from './data-copy-words';

// Issue 32: the copy named Joana's document back "documento-dorso" in Spanish, while the guest
// form she sent it through calls it "Reverso del documento": each file by the form's words.
describe('the names of the files attached to a guest’s copy', () => {
  it.each([
    [
      'pt-BR',
      [
        'joana-prado-frente-do-documento.jpg',
        'joana-prado-verso-do-documento.jpg',
        'joana-prado-documento-digital.pdf',
        'joana-prado-selfie.jpg',
        'joana-prado-comprovante-do-pix.png',
      ],
    ],
    [
      'en-US',
      [
        'joana-prado-front-of-the-document.jpg',
        'joana-prado-back-of-the-document.jpg',
        'joana-prado-digital-document.pdf',
        'joana-prado-selfie.jpg',
        'joana-prado-pix-receipt.png',
      ],
    ],
    [
      'es-ES',
      [
        'joana-prado-anverso-del-documento.jpg',
        'joana-prado-reverso-del-documento.jpg',
        'joana-prado-documento-digital.pdf',
        'joana-prado-selfie.jpg',
        'joana-prado-justificante-del-pix.png',
      ],
    ],
  ] as const)('are the guest form’s words in %s', (locale, names) => {
    const words = new DataCopyWords(locale);
    const files = [
      { kind: 'doc_front', mime: 'image/jpeg' },
      { kind: 'doc_back', mime: 'image/jpeg' },
      { kind: 'doc_digital', mime: 'application/pdf' },
      { kind: 'doc_selfie', mime: 'image/jpeg' },
      { kind: 'deposit_proof', mime: 'image/png' },
    ];
    expect(
      files.map((file) => attachedFileName(words, { ...file, guestName: 'Joana Prado' })),
    ).toEqual(names);
  });
});

import { CPF_WITH_WRONG_DIGIT, cpfCardPhoto, PRINTED_CPF } from '../__fixtures__/cpf-photos';
import { CpfTextReader } from './cpf-text-reader';

describe('reading the CPF printed on a document photo without MRZ (tesseract.js, from disk)', () => {
  const reader = new CpfTextReader();
  afterAll(() => reader.onModuleDestroy());

  it('reads it from an RG photographed askew (+4°)', async () => {
    expect(await reader.read(await cpfCardPhoto('rg', PRINTED_CPF, 4))).toBe(PRINTED_CPF);
  });

  it("reads a CNH's bare 11 digits under its CPF label, turned the other way (−5°)", async () => {
    expect(await reader.read(await cpfCardPhoto('cnh', PRINTED_CPF, -5))).toBe(PRINTED_CPF);
  });

  it('reads none when the printed check digit is wrong', async () => {
    expect(await reader.read(await cpfCardPhoto('rg', CPF_WITH_WRONG_DIGIT, 3))).toBeNull();
  });

  it('reads none from a card that prints no CPF', async () => {
    expect(await reader.read(await cpfCardPhoto('cnh', null, 2))).toBeNull();
  });
});

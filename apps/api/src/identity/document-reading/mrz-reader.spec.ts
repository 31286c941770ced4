import { aReadPassport, cinMrz, mrzPhoto, passportMrz } from '../__fixtures__/mrz-photos';
import { documentFront } from '../__fixtures__/sample-faces';
import { MrzReader } from './mrz-reader';

const TODAY = '2026-11-29';

describe('reading the MRZ of a document photo (tesseract.js, traineddata from disk)', () => {
  const reader = new MrzReader();
  afterAll(() => reader.onModuleDestroy());

  it('finds and reads a passport photographed askew (+4°)', async () => {
    expect(await reader.read(await mrzPhoto(passportMrz(), 4), TODAY)).toEqual(aReadPassport());
  });

  it('reads the new CIN (3 lines) turned the other way (−5°)', async () => {
    const cin = cinMrz({ surname: 'SOUZA', givenNames: 'JOAO', number: 'AB9876543', sex: 'M' });
    expect(await reader.read(await mrzPhoto(cin, -5), TODAY)).toMatchObject({
      format: 'TD1',
      documentNumber: 'AB9876543',
      surname: 'SOUZA',
      givenNames: 'JOAO',
      sex: 'male',
      checkDigitsValid: true,
    });
  });

  it('flags a wrong check digit and an expired passport', async () => {
    const [first = '', second = ''] = passportMrz({ expiry: '240105' });
    const wrongDigit = `${second.slice(0, 9)}${(Number(second[9]) + 1) % 10}${second.slice(10)}`;
    expect(await reader.read(await mrzPhoto([first, wrongDigit], 2), TODAY)).toMatchObject({
      expiryDate: '2024-01-05',
      expired: true,
      checkDigitsValid: false,
      invalidFields: expect.arrayContaining(['documentNumberCheckDigit']),
    });
  });

  it('finds no MRZ on a card without one', async () => {
    expect(await reader.read(await documentFront('ana'), TODAY)).toBeNull();
  });
});

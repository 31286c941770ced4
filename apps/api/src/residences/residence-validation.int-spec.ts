import { anOwner, apiAs, startAccountsApp, type TestApp } from '@chegada/testing';
import { aResidence, aResidenceAt, givePlan } from './__fixtures__/residences.builder';
import { INVALID_CEP, rules } from './__fixtures__/validation-rules';

type ErrorBody = { code: string; message: string; errors?: { field: string; message: string }[] };

describe('properties: validation of /api/residences', () => {
  let app: TestApp;
  let api: ReturnType<typeof apiAs>;
  let residenceId: string;

  beforeAll(async () => {
    app = await startAccountsApp();
    const owner = await anOwner(app);
    await givePlan(app, owner.id);
    api = apiAs(app, owner);
    const created = await api<{ data: { id: string } }>('/residences', { body: aResidence() });
    residenceId = created.body.data.id;
  });
  afterAll(() => app.close());

  const send = (method: 'POST' | 'PUT', body: unknown, lang = 'en-US') =>
    api<ErrorBody>(method === 'POST' ? '/residences' : `/residences/${residenceId}`, {
      method,
      body,
      headers: { 'accept-language': lang },
    });

  describe.each(['POST', 'PUT'] as const)('%s', (method) => {
    it.each(rules)('refuses: %s', async (_, body, field, message) => {
      const response = await send(method, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ field, message }],
      });
    });
  });

  it.each([
    [
      'pt-BR',
      'CEP inválido: use 8 dígitos, como 00000-000',
      'Escolha um dos 11 fusos horários do Brasil',
      'Informe de 1 a 100 hóspedes',
      'Informe a chave pix para cobrar o caução',
      'Informe de 1 a 30 dias antes do check-in',
    ],
    [
      'en-US',
      INVALID_CEP,
      'Choose one of the 11 Brazilian time zones',
      'Enter from 1 to 100 guests',
      'Enter a pix key to charge a deposit',
      'Enter from 1 to 30 days before check-in',
    ],
    [
      'es-ES',
      'CEP no válido: usa 8 dígitos, como 00000-000',
      'Elige una de las 11 zonas horarias de Brasil',
      'Introduce de 1 a 100 huéspedes',
      'Introduce una clave pix para cobrar la fianza',
      'Introduce de 1 a 30 días antes de la llegada',
    ],
  ])(
    'explains every bad field at once in %s',
    async (lang, cep, timeZone, maxGuests, pixKey, days) => {
      const body = {
        ...aResidenceAt({ cep: 'x' }),
        timeZone: 'UTC',
        maxGuests: 0,
        depositAmount: 100,
        guestLinkDaysBefore: 0,
      };
      const response = await send('POST', body, lang);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'address.cep', message: cep },
          { field: 'timeZone', message: timeZone },
          { field: 'maxGuests', message: maxGuests },
          { field: 'pixKey', message: pixKey },
          { field: 'guestLinkDaysBefore', message: days },
        ]),
      );
      expect(response.body.errors).toHaveLength(5);
    },
  );

  it.each([
    ['no body', undefined],
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"casa"'],
    ['a number', '42'],
    ['broken JSON', '{"name": '],
    ['a null address', { ...aResidence(), address: null }],
    ['an address as text', { ...aResidence(), address: 'Av. Paulista, 1000' }],
    ['contacts as an object', { ...aResidence(), contacts: { type: 0 } }],
    ['a contact as a number', { ...aResidence(), contacts: [1] }],
    ['a null nearby place', { ...aResidence(), nearbyPlaces: [null] }],
    ['languages as text', { ...aResidence(), supportedLanguages: 'pt-BR' }],
    ['a name as an object', { ...aResidence(), name: { pt: 'Casa' } }],
    ['a deposit as text', { ...aResidence(), depositAmount: '100', pixKey: 'pix@host.com' }],
    ['a huge number', { ...aResidence(), maxGuests: 1e308 }],
  ])('answers 400, never 500, to %s', async (_, body) => {
    for (const method of ['POST', 'PUT'] as const) {
      const response = await send(method, body);
      expect({ method, status: response.status }).toEqual({ method, status: 400 });
      expect(response.body.code).toMatch(/^(VALIDATION_FAILED|INVALID_JSON)$/);
    }
  });
});

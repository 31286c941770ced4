import { defaultAccountSettings } from '@chegada/contracts';
import { useOwnerApp, aSubUserOf, anOwner, apiAs } from '@chegada/testing';

type SettingsBody = {
  data: Record<string, unknown>;
  errors?: { field: string; message: string }[];
};

describe('settings: /api/config', () => {
  const the = useOwnerApp();

  const put = (body: unknown, id = the.owner.id, lang = 'en-US') =>
    the.api<SettingsBody>(`/config/${id}`, {
      method: 'PUT',
      body,
      headers: { 'accept-language': lang },
    });

  it('starts from the defaults, with the owner’s id as the settings’ id', async () => {
    const fresh = await apiAs(
      the.app,
      await anOwner(the.app, 'Fresh owner'),
    )<SettingsBody>('/config');
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toEqual({
      id: expect.any(String),
      ...defaultAccountSettings,
      accessReleaseHoursBeforeCheckIn: 2,
    });
  });

  it('changes only the fields sent, keeps them, and clears a contact sent as null', async () => {
    const changed = await put({
      hostContactPhone: '(21) 99876-5432',
      hostContactEmail: ' host@beach.test ',
      doormanListEmail: 'portaria@building.test',
      accessReleaseHoursBeforeCheckIn: 24,
      showDepositStep: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      id: the.owner.id,
      hostContactPhone: '(21) 99876-5432',
      hostContactEmail: 'host@beach.test',
      accessReleaseHoursBeforeCheckIn: 24,
      showDepositStep: true,
      requireSelfie: true,
    });
    await put({ hostContactEmail: null, emailHostOnSubmission: true });
    expect((await the.api<SettingsBody>('/config')).body.data).toMatchObject({
      hostContactPhone: '(21) 99876-5432',
      hostContactEmail: null,
      doormanListEmail: 'portaria@building.test',
      accessReleaseHoursBeforeCheckIn: 24,
      emailHostOnSubmission: true,
    });
  });

  const toggles = Object.keys(defaultAccountSettings).filter(
    (name) =>
      typeof defaultAccountSettings[name as keyof typeof defaultAccountSettings] === 'boolean',
  );

  const invalid: (readonly [name: string, value: unknown, field: string, message: string])[] = [
    ['defaultLanguage', 'fr-FR', 'defaultLanguage', 'Invalid format'],
    ['guestLanguages', [], 'guestLanguages', 'Choose at least one value'],
    ['guestLanguages', ['en-US', 'en-US'], 'guestLanguages', 'Each value can be chosen only once'],
    ['guestLanguages', ['en-US', 'es-ES', 'pt-BR', 'en-US'], 'guestLanguages', 'At most 3 items'],
    ['guestLanguages', ['pt-BR', 'de-DE'], 'guestLanguages[1]', 'Invalid format'],
    ['hostContactPhone', '123', 'hostContactPhone', 'Invalid phone number'],
    ['hostContactEmail', 'host@', 'hostContactEmail', 'Invalid email'],
    ['doormanListEmail', 'doorman', 'doormanListEmail', 'Invalid email'],
    [
      'accessReleaseHoursBeforeCheckIn',
      -1,
      'accessReleaseHoursBeforeCheckIn',
      'Enter 0 to 72 hours',
    ],
    [
      'accessReleaseHoursBeforeCheckIn',
      73,
      'accessReleaseHoursBeforeCheckIn',
      'Enter 0 to 72 hours',
    ],
    ['accessReleaseHoursBeforeCheckIn', 1.5, 'accessReleaseHoursBeforeCheckIn', 'Integers only'],
    ['accessReleaseHoursBeforeCheckIn', '2', 'accessReleaseHoursBeforeCheckIn', 'Integers only'],
    ['id', '8a3c1a6e-0d6f-4a57-9b1e-2f1f0c1b2a3d', 'id', 'Field not allowed'],
    ['theme', 'dark', 'theme', 'Field not allowed'],
    ...toggles.map((name) => [name, 'yes', name, 'Invalid value type'] as const),
    // A toggle cannot be emptied: null is a missing value.
    ...toggles.map((name) => [name, null, name, 'Required field'] as const),
  ];

  it.each(invalid)('refuses %s = %j', async (name, value, field, message) => {
    const before = (await the.api<SettingsBody>('/config')).body.data;
    const response = await put({ [name]: value });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field, message }]);
    expect((await the.api<SettingsBody>('/config')).body.data).toEqual(before);
  });

  it('keeps the default language among the languages offered to guests', async () => {
    const pt = await put({ guestLanguages: ['en-US', 'es-ES'] }, the.owner.id, 'pt-BR');
    expect(pt.body.errors).toEqual([
      {
        field: 'defaultLanguage',
        message: 'O idioma padrão deve estar entre os idiomas oferecidos aos hóspedes',
      },
    ]);
    const es = await put(
      { defaultLanguage: 'es-ES', guestLanguages: ['pt-BR'] },
      the.owner.id,
      'es-ES',
    );
    expect(es.body.errors).toEqual([
      {
        field: 'defaultLanguage',
        message: 'El idioma predeterminado debe estar entre los idiomas ofrecidos a los huéspedes',
      },
    ]);
    const both = await put({ defaultLanguage: 'en-US', guestLanguages: ['en-US', 'es-ES'] });
    expect(both.body.data).toMatchObject({
      defaultLanguage: 'en-US',
      guestLanguages: ['en-US', 'es-ES'],
    });
  });

  it('keeps both of two changes saved at the same time', async () => {
    await Promise.all([put({ requireSelfie: false }), put({ whatsappGuestOnRefusal: false })]);
    expect((await the.api<SettingsBody>('/config')).body.data).toMatchObject({
      requireSelfie: false,
      whatsappGuestOnRefusal: false,
    });
  });

  it('answers 404 for any id but the owner’s, changing nothing', async () => {
    const other = await anOwner(the.app, 'Other owner');
    const subUser = await aSubUserOf(the.app, the.owner);
    for (const id of [other.id, subUser.id, 'config']) {
      expect((await put({ requireSelfie: true }, id)).status).toBe(404);
    }
    expect((await the.api<SettingsBody>('/config')).body.data).toMatchObject({
      requireSelfie: false,
    });
    expect((await apiAs(the.app, other)<SettingsBody>('/config')).body.data).toMatchObject({
      id: other.id,
      requireSelfie: true,
    });
  });
});

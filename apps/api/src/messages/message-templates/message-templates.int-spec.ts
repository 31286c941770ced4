import { aSubUserOf, anOwner, apiAs, waitFor, type ApiCaller } from '@chegada/testing';
import { createReservation } from '../../reservations/__fixtures__';
import { aMessagingWorld } from '../reservation-messages/__fixtures__/messaging-world';

type Item = {
  template: string;
  locale: string;
  placeholders: string[];
  texts: { subject: string; body: string; action?: string };
  defaults: { subject: string; body: string; action?: string };
  custom: boolean;
};
type Refused = { errors?: Array<{ field: string; message: string }> };

const OWN = {
  subject: '{guestName}, your keys to {propertyName}',
  body: 'Hi {guestName}!\n\nArrive after {checkIn}. Send us your documents first.',
  action: 'Send my documents',
};

describe('message templates: /api/message-templates and what the guest receives', () => {
  const world = aMessagingWorld();
  let api: ApiCaller;

  beforeAll(() => (api = apiAs(world.app, world.owner)));

  const list = async () => (await api<{ items: Item[] }>('/message-templates')).body.items;
  const item = async (template: string, locale: string) =>
    (await list()).find((one) => one.template === template && one.locale === locale);
  const put = (template: string, locale: string, body: unknown, lang = 'en-US') =>
    api<Item & Refused>(`/message-templates/${template}/${locale}`, {
      method: 'PUT',
      body,
      headers: { 'accept-language': lang },
    });

  it('ships every message in the three languages, with the placeholders each may use', async () => {
    const items = await list();
    // Twelve messages since a reverted cancellation tells the guest too (issue 27).
    expect(items).toHaveLength(12 * 3);
    expect(items.filter((one) => one.template === 'cancellation-reverted')).toHaveLength(3);
    const link = items.find((one) => one.template === 'guest-link' && one.locale === 'es-ES');
    expect(link).toMatchObject({
      custom: false,
      texts: { subject: 'Tu check-in en {propertyName}', action: 'Completar el check-in' },
    });
    expect(link?.placeholders).toEqual(expect.arrayContaining(['guestName', 'checkIn', 'link']));
    expect(link?.texts).toEqual(link?.defaults);
  });

  it('refuses a placeholder the message does not fill, in the host’s language', async () => {
    const body = { ...OWN, body: 'Your code is {passcode}.' };
    const worded = {
      'pt-BR': 'O marcador {passcode} não existe nesta mensagem; use só os listados',
      'en-US':
        'The placeholder {passcode} does not exist in this message; use only the ones listed',
      'es-ES': 'El marcador {passcode} no existe en este mensaje; usa solo los indicados',
    };
    for (const [lang, message] of Object.entries(worded)) {
      const refused = await put('guest-link', 'en-US', body, lang);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ field: 'body', message }]);
    }
    // {motive} is the refusal's: not in the guest link.
    const motive = await put('guest-link', 'en-US', { ...OWN, subject: '{motive}' });
    expect(motive.body.errors).toEqual([
      {
        field: 'subject',
        message:
          'The placeholder {motive} does not exist in this message; use only the ones listed',
      },
    ]);
    // A brace left open or closed alone would reach the guest as written.
    const open = await put('guest-link', 'pt-BR', {
      ...OWN,
      body: 'Preencha aqui: {link e até já',
    });
    expect(open.body.errors).toEqual([
      {
        field: 'body',
        message:
          'The placeholder in “{link” is incomplete: open and close its braces, or delete them',
      },
    ]);
    const closed = await put('guest-link', 'en-US', { ...OWN, action: 'Open link}' }, 'es-ES');
    expect(closed.body.errors).toEqual([
      {
        field: 'action',
        message: 'El marcador en “link}” está incompleto: abre y cierra sus llaves, o bórralas',
      },
    ]);
    expect(await put('guest-link', 'en-US', { ...OWN, subject: '' })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'subject', message: 'Required field' }] },
    });
    expect((await put('no-such-message', 'en-US', OWN)).status).toBe(404);
    expect((await put('guest-link', 'fr-FR', OWN)).status).toBe(404);
    expect((await item('guest-link', 'en-US'))?.custom).toBe(false);
  });

  it('keeps the host’s words to this account, owners only, until restored', async () => {
    const saved = await put('cancelled', 'pt-BR', {
      subject: 'Cancelada: {propertyName}',
      body: 'Até a próxima.',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      custom: true,
      texts: { subject: 'Cancelada: {propertyName}' },
    });
    expect((await item('cancelled', 'pt-BR'))?.custom).toBe(true);
    const other = apiAs(world.app, await anOwner(world.app, 'Other host'));
    const theirs = (await other<{ items: Item[] }>('/message-templates')).body.items;
    expect(theirs.every((one) => !one.custom)).toBe(true);
    const subUser = apiAs(world.app, await aSubUserOf(world.app, world.owner));
    expect((await subUser('/message-templates')).status).toBe(403);
    expect((await apiAs(world.app)('/message-templates')).status).toBe(401);
    const restored = await api<Item>('/message-templates/cancelled/pt-BR', { method: 'DELETE' });
    expect(restored.body).toMatchObject({ custom: false, texts: restored.body.defaults });
    expect((await item('cancelled', 'pt-BR'))?.texts.subject).toBe(
      'Reserva cancelada em {propertyName}',
    );
  });

  it('sends the host’s words by e-mail, and on one line by WhatsApp', async () => {
    expect((await put('guest-link', 'en-US', OWN)).status).toBe(200);
    const id = await createReservation(world.app, world.owner, world.host.residenceId, {
      language: 'en-US',
      CheckIn: '2027-03-10T14:00:00-03:00',
      checkout: '2027-03-13T11:00:00-03:00',
    });
    const link = `https://app.chegada.example/p/formdata/${world.host.friendlyCode}/airbnb/${id}`;
    const [mail] = await waitFor(
      async () =>
        world.smtp.received.filter((one) => one.subject?.includes('your keys to Casa Azul')),
      (found) => found.length > 0,
    );
    expect(mail?.subject).toBe('Maria Silva, your keys to Casa Azul');
    expect(mail?.text).toBe(
      `Hi Maria Silva!\n\nArrive after 3/10/27, 2:00 PM. Send us your documents first.\n\nSend my documents: ${link}`,
    );
    expect(mail?.html).toContain(`>Send my documents</a>`);
    const [sent] = await waitFor(
      async () =>
        world.whatsapp.accepted.filter((one) => one.body.template.name === 'chegada_host_message'),
      (found) => found.length > 0,
    );
    expect(sent?.body.template.components?.[0]?.parameters.map((one) => one.text)).toEqual([
      'Casa Azul',
      `Hi Maria Silva! · Arrive after 3/10/27, 2:00 PM. Send us your documents first. · Send my documents: ${link}`,
    ]);
  });
});

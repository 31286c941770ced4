import { sql } from 'kysely';
import type { GuestPersonalData, HostDataRequestView } from '@chegada/contracts';
import { apiAs, eventually } from '@chegada/testing';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  type AGuest,
} from '../__fixtures__/data-requests-world';

const LIA: AGuest = {
  name: 'Lia Corrige',
  email: 'lia.corrige@example.com',
  phone: '+55 41 99911-2233',
  cpf: '529.982.247-25',
};

describe('a guest’s correction, made and answered by the host', () => {
  const world = aDataRequestsWorld();
  const host = () => apiAs(world.app, world.owner);
  const mailTo = (to: string, subject: string) =>
    eventually(
      async () =>
        world.smtp.received.find(
          (mail) => JSON.stringify(mail.to).includes(to) && mail.subject?.startsWith(subject),
        ),
      15_000,
      `"${subject}" to ${to}`,
    );

  it('corrects the guest’s fields through the reservation’s record, and e-mails the answer in the guest’s language', async () => {
    const id = await aSubmittedStay(world, LIA);
    const request = await askAndConfirm(world, id, LIA.email, {
      kind: 'correction',
      correction: 'Mi apellido es Souza y mi CPF es otro.',
      lang: 'es-ES',
    });

    const current = await host()<GuestPersonalData>(`/data-requests/${request.id}/guest-data`);
    expect(current.status).toBe(200);
    expect(current.body).toEqual({
      name: LIA.name,
      birthDate: '1990-04-01',
      documentKind: 'cpf',
      documentNumber: '52998224725',
      email: LIA.email,
      phone: LIA.phone,
    });

    // A wrong number is refused, naming the field, in the caller's language.
    const wrong = await host()<{ errors: Array<{ field: string; message: string }> }>(
      `/data-requests/${request.id}/guest-data`,
      {
        method: 'PUT',
        body: { ...current.body, documentNumber: '123.456.789-00' },
        headers: { 'Accept-Language': 'en-US' },
      },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'documentNumber', message: 'Invalid CPF' }]);

    const corrected = await host()<HostDataRequestView>(`/data-requests/${request.id}/guest-data`, {
      method: 'PUT',
      body: { ...current.body, name: 'Lia Souza', documentNumber: '111.444.777-35' },
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.corrected?.fields).toEqual(['name', 'documentNumber']);
    expect(corrected.body.status).toBe('open');
    const after = await host()<GuestPersonalData>(`/data-requests/${request.id}/guest-data`);
    expect(after.body).toMatchObject({ name: 'Lia Souza', documentNumber: '11144477735' });
    // Recorded in the reservation, by the host.
    const events = await host()<{ items: Array<{ type: string; actor: { id: string | null } }> }>(
      `/stays/reservations/${id}/events`,
    );
    expect(events.body.items).toContainEqual(
      expect.objectContaining({
        type: 'GuestDataCorrected',
        actor: expect.objectContaining({ id: world.owner.id }),
      }),
    );
    // Sealed in the event store, as the form's own saves.
    const stored = await sql<{ data: string }>`
      select data::text as data from es_events where event_type = 'GuestDataCorrected'`.execute(
      world.app.database.db,
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]?.data).not.toContain('Lia Souza');

    const answered = await host()<HostDataRequestView>(`/data-requests/${request.id}/answer`, {
      method: 'PUT',
      body: { answer: 'Corregimos tu apellido y tu CPF.' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.status).toBe('answered');
    const mail = await mailTo(LIA.email, 'Respuesta a tu solicitud sobre tus datos');
    expect(mail.text).toContain('Corregimos tu apellido y tu CPF.');
    expect(mail.text).toContain('Corrección');
    // Walk58: two stays' answers read alike; each names its property and its dates.
    expect(mail.subject).toBe(
      'Respuesta a tu solicitud sobre tus datos en Pousada Sol Nascente (Casa Azul)',
    );
    expect(mail.text).toContain(
      '(Corrección) sobre la estancia en Casa Azul, del 10 de marzo de 2027 al 13 de marzo de 2027:',
    );
  });

  it('e-mails a refused correction too, in the language it was asked in', async () => {
    const guest = { ...LIA, name: 'Lia Recusa', email: 'lia.recusa@example.com' };
    const id = await aSubmittedStay(world, guest);
    const request = await askAndConfirm(world, id, guest.email, {
      kind: 'correction',
      correction: 'Please change my birth date.',
      lang: 'en-US',
    });
    const answered = await host()(`/data-requests/${request.id}/answer`, {
      method: 'PUT',
      body: { answer: 'Your document shows the birth date we hold, so it stays.' },
    });
    expect(answered.status).toBe(200);
    const mail = await mailTo(guest.email, 'Answer to your request about your data');
    expect(mail.text).toContain('Your document shows the birth date we hold, so it stays.');
    expect(mail.text).toContain(
      '(Correction) about your stay at Casa Azul, March 10, 2027 to March 13, 2027:',
    );
  });

  it('names each request by the name the guest typed, and after a correction by the corrected one', async () => {
    const booked = { ...LIA, email: 'lia.nome@example.com', name: 'Lia (Airbnb)' };
    const id = await aSubmittedStay(world, booked, { form: { name: 'Lia Nome Digitado' } });
    const request = await askAndConfirm(world, id, booked.email, {
      kind: 'correction',
      correction: 'Meu sobrenome é Nogueira.',
      lang: 'pt-BR',
    });
    const cardOf = async () =>
      (await host()<HostDataRequestView[]>('/data-requests')).body.find(
        (each) => each.id === request.id,
      );
    expect(await cardOf()).toMatchObject({ guestName: 'Lia Nome Digitado' });
    const current = await host()<GuestPersonalData>(`/data-requests/${request.id}/guest-data`);
    const corrected = await host()<HostDataRequestView>(`/data-requests/${request.id}/guest-data`, {
      method: 'PUT',
      body: { ...current.body, name: 'Lia Nogueira' },
    });
    expect(corrected.body.guestName).toBe('Lia Nogueira');
    expect(await cardOf()).toMatchObject({ guestName: 'Lia Nogueira' });
  });
});

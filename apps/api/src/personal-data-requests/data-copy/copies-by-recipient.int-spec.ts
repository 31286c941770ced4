import type { HostDataRequestView } from '@chegada/contracts';
import { NOTIFICATION_SENDER, type NotificationSender } from '@chegada/messaging';
import { apiAs } from '@chegada/testing';
import { aJpeg } from '../../guest-form/__fixtures__/guest-form-fixtures';
import { reservationCalls, send } from '../../reservations/__fixtures__';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  JOANA,
} from '../__fixtures__/data-requests-world';
import { copyMailedTo as copiedTo } from '../__fixtures__/data-copy';
import { ANA, ANA_TYPED, BRUNO, livenessChecksOf } from '../__fixtures__/companions';

type Page = { data: { form: { additionalGuests?: Array<Record<string, unknown>> } } };

// Walk 55 of issue 32: the holder's copy listed the e-mails sent to a companion (her answer,
// her copy) and the front desk's WhatsApps (its number equal to the holder's); an erased
// companion's copy said only `dataErased` and her liveness "not done".
describe('each guest’s copy lists what was sent to them and what is still kept of them', () => {
  const world = aDataRequestsWorld();
  const api = () => apiAs(world.app, world.owner);

  const copyMailedTo = (email: string, after: number) => copiedTo(world.smtp, email, after);

  /** A WhatsApp of the stay as the product records it, to whom it was for. */
  const whatsApp = (reservationId: string, template: string, recipient: string) =>
    world.app.app
      .get<NotificationSender>(NOTIFICATION_SENDER, { strict: false })
      .sendWhatsAppTemplate({
        to: JOANA.phone.replace(/[^\d+]/g, ''),
        template,
        language: 'pt_BR',
        idempotencyKey: `${reservationId}-${template}-${recipient}`,
        reservationId,
        recipient,
      });

  it('files the messages by whom they were for; an erased companion’s copy holds what is kept of her', async () => {
    const id = await aSubmittedStay(world, JOANA, {
      form: { adults: 3, additionalGuests: [ANA, BRUNO], submit: false },
      files: { guest_0_doc_front: await aJpeg('ana.jpg') },
    });
    const page = (await api()<Page>(`/stays/local/${id}`)).body.data;
    const ana = String(page.form.additionalGuests?.[0]?.key);
    await livenessChecksOf(world, id, [ana]);
    // The front desk's number is the holder's: its messages are still the front desk's.
    await whatsApp(id, 'chegada_front_desk_list', 'front-desk');
    await whatsApp(id, 'chegada_front_desk_ended', 'front-desk');
    await whatsApp(id, 'chegada_approved', 'main');
    // Ana asks from her own link, in Spanish, at the address she types.
    const anaAsks = (kind: 'deletion' | 'copy') =>
      askAndConfirm(world, id, ANA_TYPED, { kind, email: ANA_TYPED, lang: 'es-ES' }, ana);

    // Ana asks for her deletion; the stay is over (cancelled); the host erases her data.
    const deletion = await anaAsks('deletion');
    expect(
      (await send(world.app, world.owner, reservationCalls(id, world.owner.id).cancel)).status,
    ).toBe(200);
    const erased = await api()<HostDataRequestView>(
      `/data-requests/${deletion.id}/erase-companion`,
      { method: 'POST' },
    );
    expect(erased.status).toBe(200);

    // Then she asks for her copy, in Spanish; the host sends it.
    const asked = await anaAsks('copy');
    const before = world.smtp.received.length;
    const sent = await api()<HostDataRequestView>(`/data-requests/${asked.id}/copy`, {
      method: 'POST',
    });
    expect(sent.status).toBe(200);
    // Answered when the copy was sent, as the host's screen reads it.
    expect(sent.body.answeredAt).toBe(sent.body.copySentAt);
    const hers = await copyMailedTo(ANA_TYPED, before);

    // What is kept of her, said to be kept and until when.
    expect(hers.copy.form).toMatchObject({
      dataErased: true,
      name: ANA.name,
      birthDate: ANA.birthDate,
      keptUntil: '2028-03-13T03:00:00.000Z',
    });
    expect(JSON.stringify(hers.copy.form)).toContain(ANA.cpf.replace(/\D/g, '').slice(0, 3));
    expect(hers.copy.form).not.toHaveProperty('phone');
    // Her liveness check: erased with her data, on the day of her erasure; under her kept name.
    expect(hers.copy.identityChecks).toEqual([
      expect.objectContaining({
        guest: ANA.name,
        liveness: expect.objectContaining({
          status: 'erased',
          erasedAt: erased.body.answeredAt,
        }) as unknown,
      }),
    ]);
    // The answer to her deletion was sent to her: it is in her copy.
    expect(hers.copy.messages.map((message) => message.template)).toEqual(['data-request-answer']);
    expect(hers.pdf).toContain('Datos borrados a petición tuya: Sí');
    expect(hers.pdf).toContain('Conservados por obligación legal hasta:');
    expect(hers.pdf).toContain('Datos biométricos borrados a petición tuya');
    expect(hers.pdf).not.toMatch(/Data erased|No hecha/);
    // Walk57: no empty section of what the host typed (the holder's), and her erasure, which
    // the host answered with no note, answered by what was done, not "Respuesta: —".
    expect(hers.pdf).not.toContain('Informado por el anfitrión al crear la reserva');
    expect(hers.pdf).toContain(
      'Respuesta: Destruido en el acto: datos biométricos (selfie y prueba de vida), datos de contacto',
    );

    // The holder's copy: her messages only, none of Ana's nor the front desk's.
    const holderBefore = world.smtp.received.length;
    await askAndConfirm(world, id, JOANA.email, { kind: 'copy', lang: 'en-US' });
    const holders = await copyMailedTo(JOANA.email, holderBefore);
    const templates = holders.copy.messages.map((message) => message.template);
    expect(templates).toContain('chegada_approved');
    for (const theirs of [
      'data-request-answer',
      'data-copy',
      'chegada_front_desk_list',
      'chegada_front_desk_ended',
    ])
      expect(templates).not.toContain(theirs);
    expect(JSON.stringify(holders.copy.messages)).not.toContain('a***@example.net');
  });
});

import type { ParsedMail } from 'mailparser';
import { pdfText, waitFor } from '@chegada/testing';
import { createReservation } from '../../reservations/__fixtures__';
import { aMessagingWorld } from './__fixtures__/messaging-world';

const GUEST = 'maria@example.com';

// Issue 27: "2027-11-28" read as UTC midnight is the 27th at 21:00 in São Paulo.
describe('a stay given as dates without a time, in messages and the front desk PDF', () => {
  const world = aMessagingWorld();

  const mailTo = async (to: string, subject: string): Promise<ParsedMail> =>
    (
      await waitFor(
        async () => world.smtp.received.filter((mail) => mail.subject === subject),
        (found) => found.some((mail) => JSON.stringify(mail.to).includes(to)),
      )
    )[0]!;
  const whatsAppTexts = async (template: string) => {
    const [message] = await waitFor(
      async () => world.whatsapp.accepted.filter(({ body }) => body.template.name === template),
      (found) => found.length > 0,
    );
    return JSON.stringify(message!.body.template.components);
  };

  it('reads as those days where the property is, at its usual times, never the day before', async () => {
    const id = await createReservation(world.app, world.owner, world.host.residenceId, {
      CheckIn: '2027-11-28',
      checkout: '2027-11-30',
    });

    const invitation = await mailTo(GUEST, 'Seu check-in em Casa Azul');
    expect(invitation.text).toContain(
      'Sua estadia em Casa Azul vai de 28/11/2027, 14:00 a 30/11/2027, 11:00.',
    );
    expect(await whatsAppTexts('chegada_guest_link')).toContain('"28/11/2027, 14:00"');

    const response = await fetch(
      `${world.app.baseUrl}/api/stays/reservations/${id}/front-desk.pdf`,
      {
        headers: { authorization: `Bearer ${world.owner.token}` },
      },
    );
    const listed = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(listed).toContain('28/11/2027, 14:00');
    expect(listed).toContain('30/11/2027, 11:00');
    expect(listed).not.toContain('27/11/2027');
  });
});

import { apiAs, waitFor } from '@chegada/testing';
import { createReservation } from '../../reservations/__fixtures__';
import { aMessagingWorld } from './__fixtures__/messaging-world';

const DAY = 24 * 60 * 60 * 1000;

// Walk of issue 32: the invitation to a stay whose check-in had passed said "antes de chegar".
describe('the guest link’s shipped words for a stay already begun', () => {
  const world = aMessagingWorld();

  /** A stay of the property checking in `days` from now (less than 0: begun), in `language`. */
  const aStay = (days: number, language: string) =>
    createReservation(world.app, world.owner, world.host.residenceId, {
      language,
      CheckIn: new Date(Date.now() + days * DAY).toISOString(),
      checkout: new Date(Date.now() + (days + 4) * DAY).toISOString(),
    });
  /** The invitation's e-mail and WhatsApp texts for stay `id` (its link names it). */
  const invitationOf = async (id: string) => {
    const [mail] = await waitFor(
      async () => world.smtp.received.filter((each) => each.text?.includes(id)),
      (found) => found.length > 0,
    );
    const [whatsApp] = await waitFor(
      async () =>
        world.whatsapp.accepted.filter((each) =>
          JSON.stringify(each.body.template.components).includes(id),
        ),
      (found) => found.length > 0,
    );
    return { mail: mail!.text ?? '', whatsApp: JSON.stringify(whatsApp!.body.template) };
  };

  it.each([
    ['pt-BR', 'antes de chegar', 'Sua estadia já começou: preencha o formulário de check-in'],
    ['en-US', 'before you arrive', 'Your stay has already begun: please fill in the check-in form'],
    ['es-ES', 'antes de llegar', 'Tu estancia ya empezó: completa el formulario de check-in'],
  ])(
    'in %s, says so by e-mail and WhatsApp; one to come still asks before arriving',
    async (language, beforeArriving, begun) => {
      const past = await invitationOf(await aStay(-2, language));
      for (const text of [past.mail, past.whatsApp]) {
        expect(text).toContain(begun);
        expect(text).not.toContain(beforeArriving);
      }
      const future = await invitationOf(await aStay(10, language));
      expect(future.mail).toContain(beforeArriving);
      expect(future.mail).not.toContain(begun);
    },
  );

  it('leaves the host’s own words as the host wrote them', async () => {
    const own = {
      subject: 'Welcome to {propertyName}',
      body: 'Hi {guestName}! Please fill in the form before you arrive.',
      action: 'Open',
    };
    const saved = await apiAs(world.app, world.owner)('/message-templates/guest-link/en-US', {
      method: 'PUT',
      body: own,
    });
    expect(saved.status).toBe(200);
    const past = await invitationOf(await aStay(-2, 'en-US'));
    for (const text of [past.mail, past.whatsApp]) {
      expect(text).toContain('Please fill in the form before you arrive.');
      expect(text).not.toContain('already begun');
    }
  });
});

import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  addGuest,
  atGuests,
  atGuestsAnaErased,
  errorOf,
  next,
  openAtGuests,
  openGuestForm,
  openGuestFormIn,
  pick,
} from './guest-form-steps';

describe('the additional guests step (spec §3, §5, §6)', () => {
  it('names the list once, by its heading, and counts the guests in the singular for one', async () => {
    await openAtGuests(atGuests(2));
    expect(screen.getAllByText('Other guests', { selector: 'h2, legend' })).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Other guests' })).toBeInTheDocument();
    expect(screen.getByText('Up to 1 guest besides you.')).toBeInTheDocument();
  });

  it.each([
    ['es-ES', 'Otros huéspedes', 'Hasta 1 huésped además de ti.'],
    ['pt-BR', 'Outros hóspedes', 'Até 1 hóspede além de você.'],
  ] as const)('counts in the singular in %s too', async (locale, step, hint) => {
    const { user } = await openGuestFormIn(locale, atGuests(2));
    await user.click(screen.getByRole('button', { name: step }));
    await screen.findByRole('heading', { level: 2, name: step });
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  // Walk61: a reservation for one read "Até 0 hóspede além de você"; walk62: then also "Número
  // máximo de hóspedes atingido! Este imóvel recebe até 1 hóspede.", saying it twice.
  it.each([
    ['en-US', 'Other guests', 'This reservation has no room for anyone besides you.'],
    ['es-ES', 'Otros huéspedes', 'Esta reserva no tiene lugar para más personas además de ti.'],
    ['pt-BR', 'Outros hóspedes', 'Esta reserva não tem lugar para mais pessoas além de você.'],
  ] as const)('in %s says only that there is no room for anyone else', async (...row) => {
    const [locale, step, hint] = row;
    const { user } = await openGuestFormIn(locale, atGuests(1));
    await user.click(screen.getByRole('button', { name: step }));
    const heading = await screen.findByRole('heading', { level: 2, name: step });
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.queryByText(/\b0\b/)).toBeNull();
    expect(heading.closest('form')).not.toHaveTextContent(/máximo|Max guests|1 guest/);
  });

  // Walk62: the limit is the reservation's (its maxGuests), not the property's.
  it.each([
    [
      'en-US',
      'Other guests',
      'Add guest',
      'Max guests reached! This reservation is for up to 2 guests.',
    ],
    [
      'es-ES',
      'Otros huéspedes',
      'Añadir huésped',
      '¡Número máximo de huéspedes alcanzado! Esta reserva es para hasta 2 huéspedes.',
    ],
    [
      'pt-BR',
      'Outros hóspedes',
      'Adicionar hóspede',
      'Número máximo de hóspedes atingido! Esta reserva é para até 2 hóspedes.',
    ],
  ] as const)(
    "in %s adds no guest past the reservation's maximum, and says it with the number",
    async (...row) => {
      const [locale, step, add, limit] = row;
      const { user } = await openGuestFormIn(locale, atGuests(2));
      await user.click(screen.getByRole('button', { name: step }));
      await screen.findByRole('heading', { level: 2, name: step });
      expect(screen.queryByText(limit)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: add }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: add })).not.toBeInTheDocument();
      expect(screen.getByText(limit)).toBeInTheDocument();
    },
  );

  it("takes the keyboard to the new guest's name", async () => {
    const { user } = await openGuestForm(atGuests());
    // The step takes the focus to its heading as it shows, not a frame later: a late focus took
    // it back from "Add guest" and lost the Enter pressed there under load.
    fireEvent.click(screen.getByRole('button', { name: 'Other guests' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Other guests' })).toHaveFocus();
    screen.getByRole('button', { name: 'Add guest' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveFocus());
  });

  it("checks a guest's details typed here", async () => {
    const { user } = await openAtGuests(atGuests());
    await addGuest(user);
    await next(user);
    await waitFor(() => expect(errorOf(/^Full name/)).toBe('Required field'));
    expect(errorOf(/^CPF/)).toBe('Required field');
    expect(errorOf(/^Date of birth/)).toBe('Required field');
    await user.type(screen.getByLabelText(/^CPF/), '111.444.777-36');
    pick(/^Date of birth/, '2999-01-01');
    await user.tab();
    await waitFor(() => expect(errorOf(/^CPF/)).toBe('Invalid CPF'));
    expect(errorOf(/^Date of birth/)).toBe('The birth date cannot be in the future');
  });

  it('saves a guest who fills their own link with only a name, then offers the link', async () => {
    const page = atGuests();
    const { user, saves } = await openAtGuests(page);
    await addGuest(user);
    await user.type(screen.getByLabelText(/^Full name/), 'Ana Souza');
    await user.click(screen.getByLabelText('Will fill in through their own link'));
    expect(screen.queryByLabelText(/^CPF/)).not.toBeInTheDocument();
    await next(user);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Documents and selfie' }),
    ).toBeInTheDocument();
    expect(saves[0]?.fields).toEqual({
      // The server learns she fills her own link: it asks the holder none of her documents.
      additionalGuests: [{ name: 'Ana Souza', foreign: false, isChild: false, ownLink: true }],
      submit: false,
    });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const item = await screen.findByRole('group', { name: 'Guest 2' });
    const whatsapp = within(item).getByRole('link', { name: 'Send by WhatsApp (Ana Souza)' });
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(
      `http://localhost/p/formdata/pousada-mar/airbnb/${page.id}/key-0`,
    );
    // She has given nothing yet: her part is pending, whatever the holder's submission needs.
    expect(within(item).getByText('Form pending')).toBeInTheDocument();
    // Saved again, she keeps the key the server gave her, and so her link.
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Documents and selfie' });
    expect(saves[1]?.fields.additionalGuests).toEqual([
      expect.objectContaining({ key: 'key-0', name: 'Ana Souza' }),
    ]);
  });
});

describe('a companion erased at their own request, on the holder’s guests step (issue 32)', () => {
  const erasedPage = () => atGuestsAnaErased();

  it.each([
    ['en-US', 'Other guests', 'Data erased at their own request', 'Copy link'],
    ['pt-BR', 'Outros hóspedes', 'Dados excluídos a pedido da própria pessoa', 'Copiar link'],
    [
      'es-ES',
      'Otros huéspedes',
      'Datos eliminados a petición de la propia persona',
      'Copiar enlace',
    ],
  ] as const)(
    'in %s reads erased, with no link to send and nothing pending',
    async (locale, step, erased, copy) => {
      const { user } = await openGuestFormIn(locale, erasedPage());
      await user.click(screen.getByRole('button', { name: step }));
      await screen.findByRole('heading', { level: 2, name: step });
      const item = screen.getByRole('group', { name: /2$/ });
      expect(within(item).getByText(erased)).toBeInTheDocument();
      expect(within(item).getByText('Ana Souza')).toBeInTheDocument();
      expect(within(item).queryByRole('button', { name: new RegExp(copy) })).toBeNull();
      expect(within(item).queryByRole('link')).toBeNull();
      expect(within(item).queryByText(/pend/i)).toBeNull();
    },
  );

  it('lets the holder go on without her part, typed here before (her contact went)', async () => {
    const page = erasedPage();
    const typedHere = { key: 'key-ana', name: 'Ana Souza', isChild: false, ownLink: false };
    const { user, saves } = await openAtGuests({
      ...page,
      form: { ...page.form, additionalGuests: [typedHere] },
    });
    await next(user);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Documents and selfie' }),
    ).toBeInTheDocument();
    expect(saves[0]?.fields.additionalGuests).toEqual([
      expect.objectContaining({ key: 'key-ana' }),
    ]);
  });
});

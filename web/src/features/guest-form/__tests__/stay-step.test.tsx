import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { fieldErrorsAnswer } from '../../../testing/fixtures';
import { aGuestFormPage, aReservationId } from '../../../testing/guest-form-fixtures';
import { errorOf, fillStay, next, openGuestForm, openGuestFormIn, pick } from './guest-form-steps';

describe('the stay step (spec §3, §5)', () => {
  it('starts from the booked dates and the property hours', async () => {
    await openGuestForm(aGuestFormPage({ id: aReservationId() }));
    expect(screen.getByLabelText(/^Check-in date/)).toHaveValue('2030-03-12');
    expect(screen.getByLabelText(/^Arrival time/)).toHaveValue('14:00');
    expect(screen.getByLabelText(/^Check-out date/)).toHaveValue('2030-03-15');
    expect(screen.getByLabelText(/^Departure time/)).toHaveValue('11:00');
  });

  // Issue 30's walk: a Stays booking's own times (12:30 in, early; 10:00 out), not the property's
  // 14:00 and 11:00; the guest may still declare any hour the booking or the property allows.
  it.each([
    ['en-US', /^Arrival time/, /^Departure time/, 'From 12:30', 'Check-in is allowed from 12:30'],
    [
      'pt-BR',
      /^Hora de chegada/,
      /^Hora de saída/,
      'A partir das 12:30',
      'O check-in é permitido a partir das 12:30',
    ],
    [
      'es-ES',
      /^Hora de llegada/,
      /^Hora de salida/,
      'A partir de las 12:30',
      'El check-in se permite a partir de las 12:30',
    ],
  ] as const)(
    "in %s, starts from the booking's own times and never refuses them",
    async (locale, arrival, departure, hint, tooEarly) => {
      await openGuestFormIn(
        locale,
        aGuestFormPage({
          id: aReservationId(),
          CheckIn: '2030-03-12T12:30:00-03:00',
          checkout: '2030-03-15T10:00:00-03:00',
        }),
      );
      expect(screen.getByLabelText(arrival)).toHaveValue('12:30');
      expect(screen.getByLabelText(departure)).toHaveValue('10:00');
      expect(screen.getByLabelText(arrival)).toHaveAccessibleDescription(
        expect.stringContaining(hint),
      );
      pick(arrival, '12:00');
      await waitFor(() => expect(errorOf(arrival)).toContain(tooEarly));
      pick(arrival, '12:30');
      pick(departure, '11:00');
      await waitFor(() => expect(errorOf(arrival)).toBeFalsy());
      expect(errorOf(departure)).toBeFalsy();
    },
  );

  // walk56: a guest filling in the day after she arrived was refused the host's own date.
  it.each([
    [
      'en-US',
      /^Check-in date/,
      (day: string) => `Check-in cannot be before ${day}, the booked day`,
    ],
    [
      'es-ES',
      /^Fecha del check-in/,
      (day: string) => `El check-in no puede ser anterior al ${day}, el día reservado`,
    ],
  ] as const)(
    'in %s, keeps the booked check-in of a stay begun yesterday, and no day before it',
    async (locale, checkIn, beforeBooked) => {
      const dayInRecife = (daysAgo: number) =>
        new Date(Date.now() - 3 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
      const yesterday = dayInRecife(1);
      await openGuestFormIn(
        locale,
        aGuestFormPage({ id: aReservationId(), CheckIn: yesterday, checkout: dayInRecife(-2) }),
      );
      expect(screen.getByLabelText(checkIn)).toHaveValue(yesterday);
      pick(checkIn, dayInRecife(2));
      const bookedDay = new Intl.DateTimeFormat(locale, {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${yesterday}T12:00:00Z`));
      await waitFor(() => expect(errorOf(checkIn)).toBe(beforeBooked(bookedDay)));
      pick(checkIn, yesterday);
      await waitFor(() => expect(errorOf(checkIn)).toBeFalsy());
    },
  );

  it('reads a stay given as dates alone as those days where the property is (issue 27)', async () => {
    // "2026-11-30" is the 30th in Recife, not UTC midnight (21:00 on the 29th there).
    await openGuestFormIn(
      'pt-BR',
      aGuestFormPage({ id: aReservationId(), CheckIn: '2026-11-30', checkout: '2026-12-02' }),
    );
    expect(screen.getByText('De 30 de nov. de 2026 a 2 de dez. de 2026')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Data do check-in/)).toHaveValue('2026-11-30');
    expect(screen.getByLabelText(/^Data do check-out/)).toHaveValue('2026-12-02');
  });

  it('starts with the adults and children the booking was made for, which the guest may change (issue 30)', async () => {
    const { user } = await openGuestForm(
      aGuestFormPage({ id: aReservationId(), bookedParty: { adults: 2, children: 1 } }),
    );
    expect(screen.getByLabelText(/^Adults/)).toHaveValue('2');
    expect(screen.getByLabelText(/^Children/)).toHaveValue('1');
    await user.clear(screen.getByLabelText(/^Children/));
    await user.type(screen.getByLabelText(/^Children/), '0');
    expect(screen.getByLabelText(/^Children/)).toHaveValue('0');
  });

  it("keeps the guest's own counts over the booking's", async () => {
    await openGuestForm(
      aGuestFormPage({
        id: aReservationId(),
        bookedParty: { adults: 2, children: 1 },
        form: { adults: 3, children: 0 },
      }),
    );
    expect(screen.getByLabelText(/^Adults/)).toHaveValue('3');
    expect(screen.getByLabelText(/^Children/)).toHaveValue('0');
  });

  it('shows each rule on next, and focuses the first field to fix', async () => {
    const { user } = await openGuestForm(aGuestFormPage({ id: aReservationId() }));
    await next(user);
    await waitFor(() => expect(errorOf(/^Adults/)).toBe('Required field'));
    expect(errorOf(/^Children/)).toBe('Required field');
    expect(errorOf(/^Purpose of the visit/)).toBe(
      'Choose the purpose of your visit or "Prefer not to say"',
    );
    await waitFor(() => expect(screen.getByLabelText(/^Adults/)).toHaveFocus());
  });

  it('shows the property hours and the order of the dates on blur', async () => {
    await openGuestForm(aGuestFormPage({ id: aReservationId() }));
    pick(/^Arrival time/, '13:00');
    await waitFor(() => expect(errorOf(/^Arrival time/)).toBe('Check-in is allowed from 14:00'));
    pick(/^Departure time/, '12:00');
    await waitFor(() => expect(errorOf(/^Departure time/)).toBe('Check-out must be by 11:00'));
    pick(/^Check-out date/, '2030-03-11');
    await waitFor(() =>
      expect(errorOf(/^Check-out date/)).toBe('Check-out must be after check-in'),
    );
  });

  it('says once, by both counts, how many guests the reservation takes', async () => {
    const page = aGuestFormPage({ id: aReservationId(), maxGuests: 2 });
    const { user, saves } = await openGuestForm(page);
    const [adults, children] = [
      screen.getByLabelText(/^Adults/),
      screen.getByLabelText(/^Children/),
    ];
    const limit = 'Max guests reached! This reservation is for up to 2 guests.';
    await user.type(adults, '2');
    await user.tab();
    expect(screen.queryByText(limit)).not.toBeInTheDocument();
    await user.type(children, '1');
    await user.tab();
    const group = screen.getByRole('group', { name: 'Guests' });
    await waitFor(() => expect(within(group).getByText(limit)).toHaveAttribute('aria-live'));
    expect(screen.getAllByText(limit)).toHaveLength(1);
    for (const count of [adults, children]) {
      expect(count).toHaveAttribute('aria-invalid', 'true');
      expect(count).toHaveAccessibleDescription(limit);
    }
    // On next, the first count to fix takes the focus, and nothing is saved.
    await user.selectOptions(screen.getByLabelText(/^Purpose of the visit/), 'leisure');
    await next(user);
    await waitFor(() => expect(adults).toHaveFocus());
    expect(saves).toHaveLength(0);
    await user.clear(children);
    await user.type(children, '0');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(limit)).not.toBeInTheDocument());
    expect(adults).not.toHaveAttribute('aria-invalid');
    expect(children).not.toHaveAttribute('aria-invalid');
  });

  it("puts the server's limit of guests on both counts", async () => {
    const page = aGuestFormPage({ id: aReservationId() });
    // The host lowered the reservation's guests after the page was loaded.
    const limit = 'Max guests reached! This reservation is for up to 1 guest.';
    const refusal = http.put(`*/api/stays/guestForm/${page.id}`, () =>
      fieldErrorsAnswer([{ field: 'guestCount', message: limit }]),
    );
    const { user } = await openGuestForm(page, [], refusal);
    await fillStay(user);
    await next(user);
    const group = await screen.findByRole('group', { name: 'Guests' });
    await waitFor(() => expect(within(group).getByText(limit)).toBeInTheDocument());
    expect(screen.getByLabelText(/^Adults/)).toHaveFocus();
    expect(errorOf(/^Children/)).toBe(limit);
    expect(screen.getByRole('heading', { level: 2, name: 'Stay' })).toBeInTheDocument();
    // It stands until a count changes.
    await user.clear(screen.getByLabelText(/^Adults/));
    await user.type(screen.getByLabelText(/^Adults/), '1');
    await waitFor(() => expect(screen.queryByText(limit)).not.toBeInTheDocument());
  });

  it('opens a refused form with too many guests at the stay, flagged to fix', async () => {
    const page = aGuestFormPage({
      id: aReservationId(),
      status: 5,
      statusName: 'REFUSED',
      form: { adults: 4, children: 1 },
      missing: ['guestCount'],
      message: { kind: 'refused', refuseMotive: null },
    });
    await openGuestForm(page);
    const steps = screen.getByRole('navigation', { name: 'Form steps' });
    expect(within(steps).getByRole('button', { name: /Stay \(to fix\)/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Stay' })).toBeInTheDocument();
  });

  it('asks every part of a declared vehicle, within the parking spaces', async () => {
    const { user } = await openGuestForm(aGuestFormPage({ id: aReservationId() }));
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    await user.type(screen.getByLabelText(/^Plate/), 'AB-12');
    await user.tab();
    await waitFor(() => expect(errorOf(/^Plate/)).toBe('Invalid plate: use ABC-1234 or ABC1D23'));
    // One parking space taken: no second vehicle can be added, and the form says why.
    expect(screen.queryByRole('button', { name: 'Add vehicle' })).not.toBeInTheDocument();
    expect(screen.getByText('This property has 1 parking space')).toBeInTheDocument();
  });

  it('takes the keyboard to the new vehicle, whose first field gets the focus', async () => {
    const page = aGuestFormPage({
      id: aReservationId(),
      residence: { ...aGuestFormPage().residence, parkingSpaces: 2 },
    });
    const { user } = await openGuestForm(page);
    screen.getByRole('button', { name: 'Add vehicle' }).focus();
    await user.keyboard('{Enter}');
    const vehicle = screen.getByRole('group', { name: 'Vehicle 1' });
    await waitFor(() => expect(within(vehicle).getByRole('radio', { name: 'Car' })).toHaveFocus());
    screen.getByRole('button', { name: 'Add vehicle' }).focus();
    await user.keyboard('{Enter}');
    const second = screen.getByRole('group', { name: 'Vehicle 2' });
    await waitFor(() => expect(within(second).getByRole('radio', { name: 'Car' })).toHaveFocus());
    expect(screen.getByText('This property has 2 parking spaces')).toBeInTheDocument();
  });

  it('saves the step as a part of the form and moves on to the holder', async () => {
    const page = aGuestFormPage({ id: aReservationId() });
    const { user, saves } = await openGuestForm(page);
    await fillStay(user);
    await next(user);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your details' }),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0]?.fields).toEqual({
      checkInDate: '2030-03-12',
      checkInTime: '14:00',
      checkOutDate: '2030-03-15',
      checkOutTime: '11:00',
      adults: 2,
      children: 0,
      pets: false,
      visitPurpose: 'leisure',
      vehicles: [],
      submit: false,
    });
    expect(saves[0]?.headers.get('source')).toBe('airbnb');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/^Saved$/);
  });

  it("puts the server's field errors on their fields and stays", async () => {
    const page = aGuestFormPage({ id: aReservationId() });
    const refusal = http.put(`*/api/stays/guestForm/${page.id}`, () =>
      fieldErrorsAnswer([{ field: 'checkOutTime', message: 'Check-out must be by 10:00' }]),
    );
    const { user } = await openGuestForm(page, [], refusal);
    await fillStay(user);
    await next(user);
    await waitFor(() => expect(errorOf(/^Departure time/)).toBe('Check-out must be by 10:00'));
    expect(screen.getByRole('heading', { level: 2, name: 'Stay' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Departure time/)).toHaveFocus();
  });
});

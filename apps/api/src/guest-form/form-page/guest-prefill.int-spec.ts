import type { GuestFormPage } from '@chegada/contracts';
import { apiAs } from '@chegada/testing';
import { createReservation } from '../../reservations/__fixtures__';
import { aGuestReservation, guestHeaders } from '../__fixtures__/guest-form-fixtures';
import { guestFormOverHttp } from '../__fixtures__/guest-form-over-http';

const HOST_TYPED = { name: 'Maria Silva', email: 'maria@example.com', phone: '+5511987654321' };

// Issue 27: the guest does not type again what the host typed when creating the stay.
describe("the main guest's details the host typed, offered on the stay's own link", () => {
  const { the, getForm, put } = guestFormOverHttp();
  /** The link opened in a browser that saved nothing on it. */
  const elsewhere = (id: string, extra: Record<string, string> = {}) =>
    apiAs(the.app)<{ data: GuestFormPage }>(`/stays/guestForm/${id}`, {
      headers: guestHeaders(the.host, extra),
    });

  it('offers the name, e-mail and phone (E.164) to the first visit, and after the stay is saved', async () => {
    const id = await aGuestReservation(the.app, the.host);
    expect((await elsewhere(id)).body.data.prefill).toEqual(HOST_TYPED);
    await put(id, { adults: 2, children: 0, visitPurpose: 'leisure' });
    expect((await elsewhere(id)).body.data.prefill).toEqual(HOST_TYPED);
  });

  it('offers what the host gave, no more: a stay without e-mail or a readable phone', async () => {
    const id = await createReservation(the.app, the.owner, the.host.residenceId, {
      guestName: 'Pedro Alves',
      guestEmail: null,
      guestPhone: null,
      source: 'airbnb',
    });
    expect((await elsewhere(id)).body.data.prefill).toEqual({
      name: 'Pedro Alves',
      email: null,
      phone: null,
    });
  });

  it("gives nothing of them to a browser that sees the guest's saved data masked", async () => {
    const id = await aGuestReservation(the.app, the.host);
    const holder = { name: 'Maria Souza Silva', email: 'maria.souza@example.com' };
    expect((await put(id, { ...holder, phone: '+55 21 99123-4567' })).status).toBe(200);
    // The browser that saved them sees its own, and the host's too.
    const saver = (await getForm(id)).body.data;
    expect(saver.form).toMatchObject(holder);
    expect(saver.prefill).toEqual(HOST_TYPED);
    // Another browser: the guest's data masked, and nothing of the host's words in the page.
    const other = (await elsewhere(id)).body;
    expect(other.data.prefill).toBeNull();
    expect(other.data.privacy.maskedFields).toEqual(expect.arrayContaining(['name', 'email']));
    // (The host typed the company's own phone in these fixtures: the phone is not looked for.)
    for (const value of ['Maria Silva', 'maria@example.com', 'Souza'])
      expect(JSON.stringify(other)).not.toContain(value);
  });

  it("gives nothing of them on a companion's own link", async () => {
    const id = await aGuestReservation(the.app, the.host);
    const companion = { name: 'João Souza', ownLink: true };
    expect((await put(id, { adults: 2, additionalGuests: [companion] })).status).toBe(200);
    const [saved] = (await getForm(id)).body.data.form.additionalGuests as { key: string }[];
    const own = await elsewhere(id, { additionalguestkey: saved?.key ?? '' });
    expect(own.status).toBe(200);
    expect(own.body.data.prefill).toBeNull();
    for (const value of ['Maria', 'maria@example.com'])
      expect(JSON.stringify(own.body)).not.toContain(value);
  });
});

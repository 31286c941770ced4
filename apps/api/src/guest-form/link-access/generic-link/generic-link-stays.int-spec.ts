import { apiAs } from '@chegada/testing';
import { guestFormOverHttp } from '../../__fixtures__/guest-form-over-http';

describe('guest check-in form over HTTP: a residence’s unique link', () => {
  const { the, getForm } = guestFormOverHttp();

  describe("the property's unique link", () => {
    const generic = (path = `${the.host.friendlyCode}/${the.host.residenceId}/airbnb`) =>
      `/stays/generic/guestForm/${path}`;
    const booking = {
      guestName: 'Pedro Alves',
      checkInDate: '2027-04-01',
      checkOutDate: '2027-04-04',
      maxGuests: 2,
      language: 'en-US',
    };

    it('shows the property and starts a reservation in its hours and time zone', async () => {
      const shown = await apiAs(the.app)<{ data: { residence: Record<string, unknown> } }>(
        generic(),
      );
      expect(shown.status).toBe(200);
      expect(shown.body.data.residence).toMatchObject({ name: 'Casa Azul', checkInTime: '14:00' });
      const { status, body } = await apiAs(the.app)<{ data: { id: string; link: string } }>(
        generic(),
        {
          method: 'POST',
          body: booking,
        },
      );
      expect(status).toBe(201);
      expect(body.data.link).toBe(`/p/formdata/${the.host.friendlyCode}/airbnb/${body.data.id}`);
      const local = await apiAs(
        the.app,
        the.owner,
      )<{ data: Record<string, unknown> }>(`/stays/local/${body.data.id}`);
      expect(local.body.data).toMatchObject({
        guestName: 'Pedro Alves',
        source: 'airbnb',
        CheckIn: '2027-04-01T14:00:00-03:00',
        checkout: '2027-04-04T11:00:00-03:00',
        status: 0,
      });
      expect((await getForm(body.data.id)).status).toBe(200);
    });

    it.each([
      ['an unknown company', () => `nobody/${the.host.residenceId}/airbnb`],
      [
        'another property',
        () => `${the.host.friendlyCode}/00000000-0000-4000-8000-000000000000/airbnb`,
      ],
      ['an unknown source', () => `${the.host.friendlyCode}/${the.host.residenceId}/myspace`],
    ])('answers 404 for %s', async (_name, path) => {
      expect((await apiAs(the.app)(generic(path()))).status).toBe(404);
      expect(
        (await apiAs(the.app)(generic(path()), { method: 'POST', body: booking })).status,
      ).toBe(404);
    });

    it('refuses a stay that ends before it starts, or more guests than the property takes', async () => {
      const { status, body } = await apiAs(the.app)(generic(), {
        method: 'POST',
        body: { ...booking, checkOutDate: '2027-03-30', maxGuests: 9 },
      });
      expect(status).toBe(400);
      expect((body.errors as { field: string }[]).map((error) => error.field)).toEqual([
        'checkOutDate',
      ]);
      const tooMany = await apiAs(the.app)(generic(), {
        method: 'POST',
        body: { ...booking, maxGuests: 9 },
      });
      expect(tooMany.status).toBe(400);
      expect(JSON.stringify(tooMany.body)).toContain('maxGuests');
    });
  });
});

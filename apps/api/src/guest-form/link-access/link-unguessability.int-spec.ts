import {
  aCompleteForm,
  aGuestReservation,
  aJpeg,
  guestHeaders,
} from '../__fixtures__/guest-form-fixtures';
import { guestFormOverHttp } from '../__fixtures__/guest-form-over-http';

const MINTED = 1_000;

/** The 128 bits of a UUID, most significant first. */
const bitsOf = (uuid: string): string =>
  [...uuid.replace(/-/g, '')]
    .map((digit) => parseInt(digit, 16).toString(2).padStart(4, '0'))
    .join('');

/**
 * Issue 28: a guest link is as secret as the reservation id it carries, and an additional
 * guest's link as the key it adds. They must be random (UUID v4, 96 bits or more), and a
 * key must reach only its own guest's part.
 */
describe('guest links: unguessable, and each key limited to its guest', () => {
  const { the, getForm, put } = guestFormOverHttp();

  it(`mints ${MINTED} reservation ids: UUID v4, unique, in no order, every random bit varying`, async () => {
    const ids: string[] = [];
    // A few at a time, as hosts create them; each id as the API answered it.
    for (let batch = 0; batch < MINTED / 10; batch += 1) {
      ids.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, () => aGuestReservation(the.app, the.host)),
        )),
      );
    }
    expect(new Set(ids).size).toBe(MINTED);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      const bits = bitsOf(id);
      expect({ id, version: bits.slice(48, 52), variant: bits.slice(64, 66) }).toEqual({
        id,
        version: '0100',
        variant: '10',
      });
    }
    // Time-ordered ids (v1, v7, a counter) would mostly rise from one to the next.
    const rising = ids.slice(1).filter((id, index) => id > (ids[index] ?? '')).length;
    expect(rising / (MINTED - 1)).toBeGreaterThan(0.4);
    expect(rising / (MINTED - 1)).toBeLessThan(0.6);
    // Each of the 122 random bits is set in about half the ids (a fixed bit is no secret):
    // 350 to 650 of 1,000 is over nine standard deviations wide.
    const ones = Array.from({ length: 128 }, () => 0);
    for (const id of ids) [...bitsOf(id)].forEach((bit, index) => (ones[index]! += Number(bit)));
    const fixed = new Set([48, 49, 50, 51, 64, 65]);
    const skewed = ones.filter((count, index) => !fixed.has(index) && (count < 350 || count > 650));
    expect(skewed).toEqual([]);
  }, 120_000);

  /** A reservation whose main guest listed two additional guests; their link keys. */
  const twoAdditionalGuests = async () => {
    const id = await aGuestReservation(the.app, the.host);
    const saved = await put(id, {
      ...aCompleteForm({ adults: 3, submit: false }),
      additionalGuests: [
        { name: 'João Souza', ownLink: true },
        { name: 'Ana Lima', ownLink: true },
      ],
    });
    expect(saved.status).toBe(200);
    const listed = (await getForm(id)).body.data.form.additionalGuests as { key: string }[];
    const [a = '', b = ''] = listed.map((guest) => guest.key);
    return { id, a, b };
  };
  const asGuest = (key: string) => guestHeaders(the.host, { additionalguestkey: key });
  const formOf = async (id: string) => (await getForm(id)).body.data.form;

  it('gives each additional guest a key of at least 96 random bits', async () => {
    const keys = new Set<string>();
    for (let round = 0; round < 5; round += 1) {
      const { a, b } = await twoAdditionalGuests();
      for (const key of [a, b]) {
        expect(key).toMatch(/^[\w-]+$/);
        expect(Buffer.from(key, 'base64url').length * 8).toBeGreaterThanOrEqual(96);
        keys.add(key);
      }
    }
    expect(keys.size).toBe(10);
  });

  it("refuses key A's files for guest B, and changes nothing of B through A's fields", async () => {
    const { id, a, b } = await twoAdditionalGuests();
    const before = await formOf(id);

    const files = await put(id, {}, { guest_1_doc_front: await aJpeg() }, asGuest(a));
    expect(files.status).toBe(400);
    expect(files.body).toMatchObject({ errors: [{ field: 'guest_1_doc_front' }] });

    const fields = await put(
      id,
      {
        key: b,
        additionalGuests: [
          { key: a, name: 'João Souza' },
          { key: b, name: 'Changed by A', cpf: '390.533.447-05' },
        ],
      },
      {},
      asGuest(a),
    );
    expect(fields).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const after = await formOf(id);
    const guests = after.additionalGuests as Record<string, unknown>[];
    expect(guests.find((guest) => guest.key === b)).toEqual(
      (before.additionalGuests as Record<string, unknown>[]).find((guest) => guest.key === b),
    );
    expect(guests.map((guest) => guest.key)).toEqual([a, b]);
  });

  it("changes nothing of the main guest when a key holder sends the main guest's fields", async () => {
    const { id, a } = await twoAdditionalGuests();
    const before = await formOf(id);
    const statusBefore = (await getForm(id)).body.data.status;
    const answer = await put(
      id,
      {
        email: 'mallory@example.com',
        phone: '+55 11 91234-5678',
        address: { ...(before.address as object), street: 'Rua do Atacante' },
        vehicles: [],
        adults: 1,
        termsAccepted: true,
        submit: true,
      },
      {},
      asGuest(a),
    );
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const { additionalGuests: guestsAfter, ...mainAfter } = await formOf(id);
    const { additionalGuests: guestsBefore, ...mainBefore } = before;
    expect(mainAfter).toEqual(mainBefore);
    // Nor do they land in the key holder's own entry, where the host would read them.
    const own = (guestsAfter as Record<string, unknown>[]).find((guest) => guest.key === a);
    const mainOnly = ['email', 'phone', 'address', 'vehicles', 'adults', 'termsAccepted'];
    expect(Object.keys(own ?? {}).filter((field) => mainOnly.includes(field))).toEqual([]);
    expect(guestsAfter).toEqual(guestsBefore);
    expect((await getForm(id)).body.data.status).toBe(statusBefore);
  });
});

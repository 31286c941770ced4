import { hasValidPixCrc } from '@chegada/domain';
import { anOwner, apiAs } from '@chegada/testing';
import { send } from '../../reservations/__fixtures__';
import {
  aGuestReservation,
  aHostWithProperty,
  guestHeaders,
} from '../__fixtures__/guest-form-fixtures';
import { guestFormOverHttp } from '../__fixtures__/guest-form-over-http';

describe('guest check-in form over HTTP: the link and its access details', () => {
  const { the, getForm, sentStayWithCode } = guestFormOverHttp();

  describe('the link', () => {
    it('shows the stay, the property, the company and the deposit by pix to the guest', async () => {
      const id = await aGuestReservation(the.app, the.host);
      const { status, body } = await getForm(id);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        status: 0,
        residence: { name: 'Casa Azul' },
        company: { name: 'Pousada Sol Nascente' },
        message: { kind: 'toForm', refuseMotive: null },
        access: { released: false, passcode: null, instructions: null },
      });
      expect(body.data.missing).toEqual(
        expect.arrayContaining(['name', 'doc_front', 'doc_selfie', 'deposit_proof']),
      );
      const brCode = body.data.deposit?.brCode ?? '';
      expect(hasValidPixCrc(brCode)).toBe(true);
      expect(brCode).toContain('5406500.00');
      expect(body.data.deposit?.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
      expect(JSON.stringify(body)).not.toContain(the.owner.id);
    });

    // Issue 27: the account's "show the deposit step" only opens a new property's section.
    it("asks a deposit only where the property's is above 0, whatever the account's setting", async () => {
      const owner = await anOwner(the.app, 'No deposit');
      const host = await aHostWithProperty(the.app, owner, { depositAmount: 0 });
      const setting = await apiAs(the.app, owner)(`/config/${owner.id}`, {
        method: 'PUT',
        body: { showDepositStep: true },
      });
      expect(setting.status).toBe(200);
      const { body } = await getForm(await aGuestReservation(the.app, host), guestHeaders(host));
      expect(body.data.deposit).toBeNull();
      expect(body.data.missing).not.toContain('deposit_proof');
    });

    it.each([
      ['another source', { source: 'booking' }],
      ['another company', { friendlycode: 'someone-else' }],
      ['no source', { source: '' }],
    ])('answers 404 with %s', async (_name, change) => {
      const id = await aGuestReservation(the.app, the.host);
      const headers = { ...guestHeaders(the.host), ...change };
      const { status, body } = await getForm(id, headers);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'NOT_FOUND' });
    });

    it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])(
      'answers 404 for the id %s',
      async (id) => {
        expect((await getForm(id)).status).toBe(404);
      },
    );

    it('tells the company behind a friendly code, and 404 for an unknown one', async () => {
      const { status, body } = await apiAs(the.app)<{ data: Record<string, unknown> }>(
        `/stays/company-info/${the.host.friendlyCode}`,
      );
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        name: 'Pousada Sol Nascente',
        friendlyCode: the.host.friendlyCode,
        supportedLanguages: ['en-US', 'pt-BR'],
      });
      expect((await apiAs(the.app)(`/stays/company-info/nobody-here`)).status).toBe(404);
    });
  });

  describe('access details', () => {
    it('shows the passcode only once approved and from 2 hours before check-in', async () => {
      const lockHost = await aHostWithProperty(the.app, await anOwner(the.app, 'Lock host'), {
        usesTTLock: true,
      });
      const stay = async (hoursAhead: number) => {
        const { id, headers, calls } = await sentStayWithCode(lockHost, hoursAhead);
        const before = await getForm(id, headers);
        expect((await send(the.app, lockHost.member, calls.approve)).status).toBe(200);
        return { before: before.body.data.access, after: (await getForm(id, headers)).body.data };
      };
      const soon = await stay(1);
      expect(soon.before).toMatchObject({ released: false, passcode: null });
      expect(soon.after.access).toMatchObject({
        released: true,
        passcode: '482913',
        instructions: 'Key box 4321 at the gate; Wi-Fi CasaAzul.',
      });
      expect(soon.after.message.kind).toBe('accessReleased');
      const later = await stay(3);
      expect(later.after.access).toMatchObject({
        released: false,
        passcode: null,
        instructions: null,
      });
      expect(JSON.stringify(later.after)).not.toMatch(/482913|Key box/);
      expect(JSON.stringify(soon.before)).not.toMatch(/482913|Key box/);
    });
  });
});

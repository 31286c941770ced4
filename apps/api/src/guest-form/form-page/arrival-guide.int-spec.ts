import { sql } from 'kysely';
import { anOwner } from '@chegada/testing';
import { send } from '../../reservations/__fixtures__';
import { aHostWithProperty, guestHeaders, type Host } from '../__fixtures__/guest-form-fixtures';
import { guestFormOverHttp } from '../__fixtures__/guest-form-over-http';

const WIFI_PASSWORD = 'mar-azul-2027';
const SECRETS = /mar-azul-2027|482913/;

/** The arrival guide on the guest's page (issue 27, major 6). */
describe('the arrival guide of the guest page', () => {
  const { the, getForm, sentStayWithCode } = guestFormOverHttp();
  const lock = {} as { host: Host };

  beforeAll(async () => {
    lock.host = await aHostWithProperty(the.app, await anOwner(the.app, 'Guide host'), {
      usesTTLock: true,
    });
    const { residenceId } = lock.host;
    await sql`
      update residences set wifi_network = 'CasaAzul', wifi_password = ${WIFI_PASSWORD},
        parking_instructions = 'Vaga 12 no subsolo'
      where id = ${residenceId}`.execute(the.app.database.db);
    await sql`
      insert into residence_nearby_places (residence_id, position, name, type)
      values (${residenceId}, 0, 'Praia do Forte', 'beach')`.execute(the.app.database.db);
  });

  /** A stay checking in `hoursAhead` from now whose form was sent, with its door code set. */
  const aSentStay = async (hoursAhead: number) => {
    const { host } = lock;
    const { id, headers, calls } = await sentStayWithCode(host, hoursAhead);
    const page = async () => (await getForm(id, headers)).body.data;
    const act = async (call: keyof typeof calls) =>
      expect((await send(the.app, host.member, calls[call])).status).toBe(200);
    return { id, page, act };
  };

  it('comes only once approved, with the Wi-Fi password only inside the release window', async () => {
    const later = await aSentStay(3);
    expect((await later.page()).guide).toBeNull();
    await later.act('approve');
    const beforeWindow = await later.page();
    expect(beforeWindow.guide).toEqual({
      wifiNetwork: 'CasaAzul',
      wifiPassword: null,
      hasWifiPassword: true,
      parkingInstructions: 'Vaga 12 no subsolo',
      hostPhoneE164: '+5511987654321',
      nearbyPlaces: [expect.objectContaining({ name: 'Praia do Forte', type: 'beach', zip: null })],
    });
    expect(JSON.stringify(beforeWindow)).not.toMatch(SECRETS);

    const soon = await aSentStay(1);
    await soon.act('approve');
    const inWindow = await soon.page();
    expect(inWindow.guide).toMatchObject({ wifiNetwork: 'CasaAzul', wifiPassword: WIFI_PASSWORD });
    expect(inWindow.access).toMatchObject({ released: true, passcode: '482913' });
  });

  it('gives nothing of the guide or its secrets once the stay is cancelled', async () => {
    const soon = await aSentStay(1);
    await soon.act('approve');
    expect((await soon.page()).guide?.wifiPassword).toBe(WIFI_PASSWORD);
    await soon.act('cancel');
    const cancelled = await soon.page();
    expect(cancelled.message.kind).toBe('cancelled');
    expect(cancelled.guide).toBeNull();
    expect(JSON.stringify(cancelled)).not.toMatch(SECRETS);
    expect(JSON.stringify(cancelled)).not.toContain('CasaAzul');
  });

  it("gives a stranger's link nothing: another company's code or source is a 404", async () => {
    const soon = await aSentStay(1);
    await soon.act('approve');
    for (const change of [{ friendlycode: the.host.friendlyCode }, { source: 'booking' }]) {
      const answer = await getForm(soon.id, { ...guestHeaders(lock.host), ...change });
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toMatch(SECRETS);
    }
  });
});

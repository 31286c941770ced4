import { logIn } from '@chegada/testing';
import {
  postRegistration,
  registrationRequest,
} from '../registration/__fixtures__/registration.builder';
import { streamOf } from '../reservations/__fixtures__';
import { aGuestFilesWorld } from '../guest-form/__fixtures__/guest-files-world';
import { aGuestReservation, guestHeaders } from '../guest-form/__fixtures__/guest-form-fixtures';
import { AccessLogRepository } from './access-log.repository';

describe('the access log (Marco Civil art. 15)', () => {
  const world = aGuestFilesWorld('access-log');
  const entries = () =>
    world.app.app.get(AccessLogRepository, { strict: false }).ofAccount(world.owner.id);

  it('records each sign-in with its date, time and IP', async () => {
    const before = new Date();
    await logIn(world.app, world.owner.email, world.owner.password);
    const signIns = (await entries()).filter((entry) => entry.kind === 'sign-in');
    expect(signIns).toEqual([
      expect.objectContaining({
        user_id: world.owner.id,
        ip: expect.stringMatching(/127\.0\.0\.1/),
      }),
    ]);
    expect(signIns[0]!.last_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('records a registration, which signs the new owner in, with the address it came from', async () => {
    const registered = await postRegistration<{ user: { id: string } }>(
      world.app,
      registrationRequest(),
      { ip: '198.51.100.23' },
    );
    expect(registered.status).toBe(201);
    const log = world.app.app.get(AccessLogRepository, { strict: false });
    expect(await log.ofAccount(registered.body.user.id)).toEqual([
      expect.objectContaining({ kind: 'sign-in', ip: '198.51.100.23' }),
    ]);
  });

  it('records a guest-link session once a day per address, and keeps the IP out of the event log', async () => {
    const id = await aGuestReservation(world.app, world.host);
    const open = () =>
      fetch(`${world.app.baseUrl}/api/stays/guestForm/${id}`, {
        headers: guestHeaders(world.host),
      });
    expect((await open()).status).toBe(200);
    expect((await open()).status).toBe(200);
    const sessions = (await entries()).filter((entry) => entry.kind === 'guest-link');
    expect(sessions).toEqual([
      expect.objectContaining({ reservation_id: id, guest: 'main', ip: expect.any(String) }),
    ]);
    expect(sessions[0]!.last_at.getTime()).toBeGreaterThanOrEqual(sessions[0]!.first_at.getTime());
    // A wrong link is no session.
    const wrong = await fetch(`${world.app.baseUrl}/api/stays/guestForm/${id}`, {
      headers: guestHeaders(world.host, { source: 'booking' }),
    });
    expect(wrong.status).toBe(404);
    expect((await entries()).filter((entry) => entry.kind === 'guest-link')).toHaveLength(1);

    const [created] = await streamOf(world.app, id);
    expect(created!.metadata).not.toHaveProperty('ip');
  });
});

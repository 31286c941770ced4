import { anOwner, apiAs, waitFor } from '@chegada/testing';
import { createReservation, submitForm } from '../../reservations/__fixtures__';
import { aMessagingWorld } from '../reservation-messages/__fixtures__/messaging-world';
import { ProcessTokens } from './process-tokens';

type Answer = { done?: boolean; guestName?: string; code?: string; message?: string };

describe('POST /api/stays/process-notification: the approve link of the host’s e-mail', () => {
  const world = aMessagingWorld();

  beforeAll(async () => {
    const on = { emailHostOnSubmission: true };
    await apiAs(world.app, world.owner)(`/config/${world.owner.id}`, { method: 'PUT', body: on });
  });

  const post = (body: unknown, lang = 'en-US') =>
    apiAs(world.app)<Answer>('/stays/process-notification', {
      body,
      headers: { 'accept-language': lang },
    });

  const statusOf = async (id: string) =>
    (await apiAs(world.app, world.owner)<{ data: { statusName: string } }>(`/stays/local/${id}`))
      .body.data.statusName;

  /** A submitted reservation and the approve link its host's e-mail carries. */
  const submitted = async (stay: Record<string, string> = {}) => {
    const id = await createReservation(world.app, world.owner, world.host.residenceId, stay);
    await submitForm(world.app, world.owner.id, id);
    const [mail] = await waitFor(
      async () => world.smtp.received.filter((one) => one.text?.includes(`/u/guest/${id}`)),
      (found) => found.length > 0,
    );
    const approve = /Aprovar a reserva: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(approve).toMatch(/^https:\/\/app\.chegada\.example\/process-notification\/[\w.-]+$/);
    expect(mail?.html).toContain(`href="${approve}"`);
    return { id, token: approve.split('/').pop() ?? '' };
  };

  it('shows a stay given as dates alone at the property’s usual times (issue 27)', async () => {
    const { token } = await submitted({ CheckIn: '2026-12-20', checkout: '2026-12-23' });
    const preview = await post({ token });
    // 14:00 and 11:00 in São Paulo, not UTC midnight (21:00 the day before there).
    expect(preview.body).toMatchObject({
      checkIn: '2026-12-20T17:00:00.000Z',
      checkOut: '2026-12-23T14:00:00.000Z',
      timeZone: 'America/Sao_Paulo',
    });
  });

  it('shows the stay, approves once confirmed, and never twice', async () => {
    const { id, token } = await submitted();
    const preview = await post({ token });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ done: false, guestName: 'Maria Silva' });
    expect(await statusOf(id)).toBe('TO_APROVE');
    const approved = await post({ token, confirm: true });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ done: true, propertyName: 'Casa Azul' });
    expect(await statusOf(id)).toBe('ENDED');
    for (const [lang, message] of [
      ['en-US', 'This link was already used'],
      ['pt-BR', 'Este link já foi usado'],
      ['es-ES', 'Este enlace ya se usó'],
    ]) {
      const again = await post({ token, confirm: true }, lang);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'PROCESS_TOKEN_USED', message });
    }
    expect((await post({ token })).status).toBe(409);
  });

  it('refuses a forged or damaged link, changing nothing', async () => {
    const { id, token } = await submitted();
    const [payload = '', mac = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { e: number };
    const longer = Buffer.from(JSON.stringify({ ...claims, e: claims.e + 86_400 }));
    // The MAC's first character changed, to one it is not (a flat 'x' was the same 1 in 64 runs).
    const damaged = `${mac.startsWith('x') ? 'y' : 'x'}${mac.slice(1)}`;
    for (const forged of [
      `${longer.toString('base64url')}.${mac}`,
      `${payload}.${damaged}`,
      'abc',
    ]) {
      const answer = await post({ token: forged, confirm: true });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'PROCESS_TOKEN_INVALID',
        message: 'This link is not valid',
      });
    }
    expect(await statusOf(id)).toBe('TO_APROVE');
    expect((await post({})).status).toBe(400);
  });

  it('refuses an expired link and one naming another account', async () => {
    const id = await createReservation(world.app, world.owner, world.host.residenceId);
    await submitForm(world.app, world.owner.id, id);
    const tokens = world.app.app.get(ProcessTokens);
    const claims = {
      action: 'approve' as const,
      reservationId: id,
      accountId: world.owner.id,
      userId: world.owner.id,
    };
    const expired = tokens.sign(claims, new Date(Date.now() - 8 * 24 * 3600 * 1000));
    const answer = await post({ token: expired, confirm: true }, 'pt-BR');
    expect(answer.status).toBe(410);
    expect(answer.body).toMatchObject({
      code: 'PROCESS_TOKEN_EXPIRED',
      message: 'Este link expirou',
    });
    const stranger = await anOwner(world.app, 'Stranger');
    const theirs = tokens.sign({ ...claims, accountId: stranger.id, userId: stranger.id });
    expect((await post({ token: theirs, confirm: true })).status).toBe(404);
    expect(await statusOf(id)).toBe('TO_APROVE');
    // The link was not used up by a refusal: a genuine one still works.
    expect((await post({ token: tokens.sign(claims), confirm: true })).status).toBe(200);
  });

  it('gives the link back when the reservation cannot be approved, so it says why again', async () => {
    const id = await createReservation(world.app, world.owner, world.host.residenceId);
    const tokens = world.app.app.get(ProcessTokens);
    const token = tokens.sign({
      action: 'approve',
      reservationId: id,
      accountId: world.owner.id,
      userId: world.owner.id,
    });
    // Not submitted yet: the lifecycle refuses, and the link is not used up.
    expect((await post({ token, confirm: true })).status).toBe(422);
    await submitForm(world.app, world.owner.id, id);
    expect((await post({ token, confirm: true })).status).toBe(200);
  });
});

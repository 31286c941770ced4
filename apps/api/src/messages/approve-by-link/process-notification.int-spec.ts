import {
  anOwner,
  apiAs,
  startMessagingApp,
  waitFor,
  type Member,
  type SmtpPeer,
  type TestApp,
} from '@chegada/testing';
import { aHostWithProperty, type Host } from '../../guest-form/__fixtures__/guest-form-fixtures';
import { createReservation, submitForm } from '../../reservations/__fixtures__';
import { ProcessTokens } from './process-tokens';

type Answer = { done?: boolean; guestName?: string; code?: string; message?: string };

describe('POST /api/stays/process-notification: the approve link of the host’s e-mail', () => {
  let smtp: SmtpPeer;
  let app: TestApp;
  let owner: Member;
  let host: Host;

  beforeAll(async () => {
    ({ app, smtp } = await startMessagingApp());
    owner = await anOwner(app, 'Host');
    host = await aHostWithProperty(app, owner);
    const on = { emailHostOnSubmission: true };
    await apiAs(app, owner)(`/config/${owner.id}`, { method: 'PUT', body: on });
  });

  afterAll(() => app.close());

  const post = (body: unknown, lang = 'en-US') =>
    apiAs(app)<Answer>('/stays/process-notification', {
      body,
      headers: { 'accept-language': lang },
    });

  const statusOf = async (id: string) =>
    (await apiAs(app, owner)<{ data: { statusName: string } }>(`/stays/local/${id}`)).body.data
      .statusName;

  /** A submitted reservation and the approve link its host's e-mail carries. */
  const submitted = async () => {
    const id = await createReservation(app, owner, host.residenceId);
    await submitForm(app, owner.id, id);
    const [mail] = await waitFor(
      async () => smtp.received.filter((one) => one.text?.includes(`/u/guest/${id}`)),
      (found) => found.length > 0,
    );
    const approve = /Aprovar a reserva: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(approve).toMatch(/^https:\/\/app\.chegada\.example\/process-notification\/[\w.-]+$/);
    expect(mail?.html).toContain(`href="${approve}"`);
    return { id, token: approve.split('/').pop() ?? '' };
  };

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
    for (const forged of [
      `${longer.toString('base64url')}.${mac}`,
      `${payload}.x${mac.slice(1)}`,
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
    const id = await createReservation(app, owner, host.residenceId);
    await submitForm(app, owner.id, id);
    const tokens = app.app.get(ProcessTokens);
    const claims = {
      action: 'approve' as const,
      reservationId: id,
      accountId: owner.id,
      userId: owner.id,
    };
    const expired = tokens.sign(claims, new Date(Date.now() - 8 * 24 * 3600 * 1000));
    const answer = await post({ token: expired, confirm: true }, 'pt-BR');
    expect(answer.status).toBe(410);
    expect(answer.body).toMatchObject({
      code: 'PROCESS_TOKEN_EXPIRED',
      message: 'Este link expirou',
    });
    const stranger = await anOwner(app, 'Stranger');
    const theirs = tokens.sign({ ...claims, accountId: stranger.id, userId: stranger.id });
    expect((await post({ token: theirs, confirm: true })).status).toBe(404);
    expect(await statusOf(id)).toBe('TO_APROVE');
    // The link was not used up by a refusal: a genuine one still works.
    expect((await post({ token: tokens.sign(claims), confirm: true })).status).toBe(200);
  });

  it('gives the link back when the reservation cannot be approved, so it says why again', async () => {
    const id = await createReservation(app, owner, host.residenceId);
    const tokens = app.app.get(ProcessTokens);
    const token = tokens.sign({
      action: 'approve',
      reservationId: id,
      accountId: owner.id,
      userId: owner.id,
    });
    // Not submitted yet: the lifecycle refuses, and the link is not used up.
    expect((await post({ token, confirm: true })).status).toBe(422);
    await submitForm(app, owner.id, id);
    expect((await post({ token, confirm: true })).status).toBe(200);
  });
});

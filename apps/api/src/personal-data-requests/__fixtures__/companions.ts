import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { apiAs } from '@chegada/testing';
import { LivenessFrames } from '../../identity';
import { aSubmittedStay, JOANA, type DataRequestsWorld } from './data-requests-world';

/** An adult companion who asks for her deletion from her own link, at the address she types. */
export const ANA = {
  name: 'Ana Lima Apagada',
  cpf: '390.533.447-05',
  birthDate: '1992-01-01',
  phone: '+55 41 99876-5432',
};
export const ANA_TYPED = 'ana.apagada@example.net';
/** Another adult companion of the stay, who asks for nothing. */
export const BRUNO = { name: 'Bruno Reis Fica', cpf: '529.982.247-25', birthDate: '1985-07-07' };

/**
 * A passed liveness check of each guest (their key, or 'main'): its descriptor ("sealed") and
 * one frame ("frame of <guest>") under the reservation's biometric key. The sessions by guest.
 */
export const livenessChecksOf = async (
  world: DataRequestsWorld,
  reservationId: string,
  guests: readonly string[],
): Promise<Record<string, string>> => {
  const frames = world.app.app.get(LivenessFrames, { strict: false });
  const sessions = Object.fromEntries(guests.map((guest) => [guest, randomUUID()]));
  for (const [guest, session] of Object.entries(sessions)) {
    await sql`
      insert into identity_liveness_sessions
          (id, reservation_id, guest, challenge, expires_at, checked_at, passed, descriptor, frames)
        values (${session}, ${reservationId}, ${guest}, '{}'::jsonb, now() + interval '1 hour',
          now(), true, '"sealed"'::jsonb, 1)`.execute(world.app.database.db);
    await frames.keep(reservationId, session, [Buffer.from(`frame of ${guest}`)]);
  }
  return sessions;
};

/** A stay of Joana's (not submitted) with these companions on her form, and each one's key. */
export const aStayWithCompanions = async (
  world: DataRequestsWorld,
  companions: readonly Record<string, unknown>[],
): Promise<{ id: string; keys: string[] }> => {
  const id = await aSubmittedStay(world, JOANA, {
    form: { adults: companions.length + 1, additionalGuests: [...companions], submit: false },
  });
  type Page = { data: { form: { additionalGuests?: Array<Record<string, unknown>> } } };
  const page = await apiAs(world.app, world.owner)<Page>(`/stays/local/${id}`);
  return { id, keys: (page.body.data.form.additionalGuests ?? []).map(({ key }) => String(key)) };
};

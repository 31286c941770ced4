import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { useOwnerApp, type OwnerApp, type TestApp } from '@chegada/testing';
import { AVENIDA_PAULISTA } from '../../demo-seed';

/** A valid property body; overrides replace whole top-level fields. */
export const aResidence = (overrides: Record<string, unknown> = {}) => ({
  name: 'Apartamento Paulista',
  address: { ...AVENIDA_PAULISTA },
  timeZone: 'America/Sao_Paulo',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  maxGuests: 4,
  parkingSpaces: 1,
  usesTTLock: false,
  dynamicPassword: false,
  // No manual door code: a test that needs one says so (the e2e suites read its absence).
  doorCode: '',
  supportedLanguages: ['pt-BR', 'en-US'],
  depositAmount: 0,
  houseRules: 'Silêncio após as 22h.',
  accessInstructions: 'Chave no cofre 2580 ao lado do portão.',
  wifiNetwork: 'Paulista 1000',
  wifiPassword: 'bela-vista-2580',
  parkingInstructions: 'Vaga 12 no subsolo.',
  contacts: [{ type: 0, name: 'Portaria', phone: '(11) 98765-4321' }],
  nearbyPlaces: [
    {
      name: 'Padaria Bela Vista',
      zip: '01310-200',
      street: 'Rua Augusta',
      number: '10',
      type: 'bakery',
      neighborhood: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
    },
  ],
  ...overrides,
});

/** The property with its address's fields overridden. */
export const aResidenceAt = (address: Record<string, unknown>) =>
  aResidence({ address: { ...aResidence().address, ...address } });

export type Plan = { quantityOfProperties?: number; propertyLimit?: number | null };

/**
 * Gives an account what registration gives it, a company declaring how many properties it has
 * and a trial; with a propertyLimit, a paid subscription started after the trial.
 */
export const givePlan = async (
  app: TestApp,
  ownerId: string,
  { quantityOfProperties = 1000, propertyLimit = null }: Plan = {},
): Promise<void> => {
  const db = app.database.db;
  await sql`
    insert into companies (owner_id, name, cnpj, phone, quantity_of_properties, friendly_code)
    values (${ownerId}, 'Hospedagens', '11222333000181', '+5511987654321',
            ${quantityOfProperties}, ${`host-${randomUUID()}`})`.execute(db);
  await sql`
    insert into subscriptions (owner_id, plan_name, status, started_at, ends_at)
    values (${ownerId}, 'Trial', 'trial', now() - interval '2 days', now() + interval '28 days')`.execute(
    db,
  );
  if (propertyLimit !== null) {
    await sql`
      insert into subscriptions (owner_id, plan_name, status, started_at, property_limit)
      values (${ownerId}, 'Plus', 'active', now() - interval '1 day', ${propertyLimit})`.execute(
      db,
    );
  }
};

/**
 * A reservation of the property as the reservation list read model shows it, written there
 * directly (as the projection leaves it after `revision`): without events, the list's word is
 * all a delete has.
 */
export const aListedReservation = async (
  app: TestApp,
  row: { accountId: string; residenceId: string; status: number; id?: string; revision?: number },
): Promise<void> => {
  await sql`
    insert into reservation_list (id, account_id, residence_id, status, check_in, check_out,
      source, max_guests, language, created_at, updated_at, revision, last_event_position)
    values (${row.id ?? randomUUID()}, ${row.accountId}, ${row.residenceId}, ${row.status},
      now() + interval '1 day', now() + interval '3 days', 'airbnb', 2, 'pt-BR', now(), now(),
      ${row.revision ?? 0}, '0')`.execute(app.database.db);
};

export type PropertyOwner = OwnerApp;

/** The API started once for the file, with an owner on a paid plan and their client. */
export const aPropertyOwnerApp = (): PropertyOwner => {
  const started = useOwnerApp();
  beforeAll(() => givePlan(started.app, started.owner.id));
  return started;
};

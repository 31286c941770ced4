import { sql } from 'kysely';
import {
  apiAs,
  startMessagingApp,
  type ApiCaller,
  type Member,
  type MessagingApp,
} from '@chegada/testing';
import { aResidence } from '../../residences/__fixtures__/residences.builder';
import { registerOwner } from '../../registration/__fixtures__/registration.builder';
import { BillingCycle, type CycleReport } from '../cycle/billing-cycle';
import { AsaasPeer, asaasSettings } from './asaas-peer';

const DAY = 24 * 60 * 60 * 1000;

export type BillingWorld = MessagingApp & {
  peer: AsaasPeer;
  /** Registers a store owner (company, trial) from a page in `lang`, answers a caller as them. */
  aHost(
    name?: string,
    lang?: string,
  ): Promise<{ id: string; email: string; member: Member; api: ApiCaller }>;
  /** Adds `count` properties to the host's account. */
  addProperties(host: { api: ApiCaller }, count: number): Promise<void>;
  /** Runs the billing cycle `days` after now: the test clock; nothing sleeps. */
  cycle(days: number): Promise<CycleReport>;
};

/**
 * The API, its worker and the messages' peers, billing through a local Asaas whose webhooks
 * reach the API; the billing cycle runs when a test says, at the time it says.
 */
export const startBillingWorld = async (
  env: Record<string, string> = {},
): Promise<BillingWorld> => {
  const peer = await new AsaasPeer().start();
  const world = await startMessagingApp({
    ...asaasSettings(peer),
    // The worker's own run would come at a time of its own choosing: a day away.
    BILLING_CYCLE_SECONDS: '86400',
    ...env,
  });
  peer.webhookUrl = `${world.app.baseUrl}/api/billing/webhooks/asaas`;
  const close = world.app.close.bind(world.app);
  world.app.close = async () => {
    await close();
    await peer.stop();
  };
  return {
    ...world,
    peer,
    aHost: async (name = 'Maria Silva', lang = 'pt-BR') => {
      const session = await registerOwner(world.app, { name }, { lang });
      const member = {
        id: session.user.id,
        email: session.user.email,
        password: '',
        token: session.token,
      };
      return { id: member.id, email: member.email, member, api: apiAs(world.app, member) };
    },
    addProperties: async (host, count) => {
      for (let index = 0; index < count; index += 1) {
        const created = await host.api('/residences', {
          body: aResidence({ name: `Casa ${index + 1}` }),
        });
        if (created.status !== 201) throw new Error(`Property: ${created.status}`);
      }
    },
    cycle: (days) => world.app.app.get(BillingCycle).run(new Date(Date.now() + days * DAY)),
  };
};

/** Lets the host register as many properties as a test needs (the trial's declared count). */
export const declareProperties = async (world: BillingWorld, ownerId: string, count: number) => {
  await sql`update companies set quantity_of_properties = ${count} where owner_id = ${ownerId}`.execute(
    world.app.database.db,
  );
};

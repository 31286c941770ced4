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
import { AsaasPeer, asaasSettings, type PeerCustomer, type PeerPayment } from './asaas-peer';

const DAY = 24 * 60 * 60 * 1000;

export type BillingHost = { id: string; email: string; member: Member; api: ApiCaller };

export type BillingWorld = MessagingApp & {
  peer: AsaasPeer;
  /** Registers a store owner (company, trial) from a page in `lang`, answers a caller as them. */
  aHost(name?: string, lang?: string): Promise<BillingHost>;
  /** Adds `count` properties to the host's account. */
  addProperties(host: { api: ApiCaller }, count: number): Promise<void>;
  /** Runs the billing cycle `days` after now: the test clock; nothing sleeps. */
  cycle(days: number): Promise<CycleReport>;
  /** A host with `properties` properties whose trial ended and whose first charge the cycle made. */
  aHostPastTrial(name: string, properties?: number): Promise<BillingHost>;
  /** The host's customer at the local Asaas, once billing made one. */
  customerOf(host: { id: string }): PeerCustomer | undefined;
  /** The charges the local Asaas holds for the host's customer. */
  chargesOf(host: { id: string }): PeerPayment[];
  /** The e-mails the local SMTP server received for the host, oldest first. */
  mailsTo(host: { email: string }): MessagingApp['smtp']['received'];
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
  const aHost = async (name = 'Maria Silva', lang = 'pt-BR'): Promise<BillingHost> => {
    const session = await registerOwner(world.app, { name }, { lang });
    const member = {
      id: session.user.id,
      email: session.user.email,
      password: '',
      token: session.token,
    };
    return { id: member.id, email: member.email, member, api: apiAs(world.app, member) };
  };
  const addProperties = async (host: { api: ApiCaller }, count: number) => {
    for (let index = 0; index < count; index += 1) {
      const created = await host.api('/residences', {
        body: aResidence({ name: `Casa ${index + 1}` }),
      });
      if (created.status !== 201) throw new Error(`Property: ${created.status}`);
    }
  };
  const cycle = (days: number) =>
    world.app.app.get(BillingCycle).run(new Date(Date.now() + days * DAY));
  const customerOf = (host: { id: string }) =>
    [...peer.customers.values()].find((customer) => customer.externalReference === host.id);
  return {
    ...world,
    peer,
    aHost,
    addProperties,
    cycle,
    aHostPastTrial: async (name, properties = 1) => {
      const host = await aHost(name);
      await addProperties(host, properties);
      await cycle(31);
      return host;
    },
    customerOf,
    chargesOf: (host) => peer.paymentsOf(customerOf(host)!.id),
    mailsTo: (host) =>
      world.smtp.received.filter((one) => one.to && 'text' in one.to && one.to.text === host.email),
  };
};

/** A billing world started before the enclosing describe's tests and closed after them. */
export const aBillingWorld = (env: Record<string, string> = {}): BillingWorld => {
  const world = {} as BillingWorld;
  beforeAll(async () => {
    Object.assign(world, await startBillingWorld(env));
  });
  afterAll(() => world.app.close());
  return world;
};

/** Lets the host register as many properties as a test needs (the trial's declared count). */
export const declareProperties = async (world: BillingWorld, ownerId: string, count: number) => {
  await sql`update companies set quantity_of_properties = ${count} where owner_id = ${ownerId}`.execute(
    world.app.database.db,
  );
};

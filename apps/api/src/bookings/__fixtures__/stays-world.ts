import type { StaysConnectionView } from '@chegada/contracts';
import { anOwner, apiAs, type Member, type TestApp } from '@chegada/testing';
import { insertResidence } from '../../reservations/__fixtures__';
import { startStaysPeer, type StaysPeer, type StaysPeerAccount } from './stays-peer';
import { aSyncWorld, syncAfter, syncNow } from './sync-world';

type Connection = { data: StaysConnectionView | null };

/** A host of the Stays world: signed in, with one property and an account on the peer. */
export type StaysHost = {
  owner: Member;
  residenceId: string;
  stays: StaysPeerAccount;
  clientId: string;
  secret: string;
};

export type StaysWorld = { peer: StaysPeer; app: TestApp };

/**
 * A Stays peer and the API with its worker (the peer's address as STAYS_BASE_URL_TEMPLATE),
 * started once for the spec file; the worker reads every account each `syncSeconds`.
 */
export const aStaysWorld = (syncSeconds = 3600) => {
  const world: StaysWorld = aSyncWorld(startStaysPeer, syncSeconds, (peer) => ({
    STAYS_BASE_URL_TEMPLATE: peer.baseUrlTemplate,
  }));

  /** A new host with a property and a Stays account on the peer with one listing. */
  const aHost = async (name: string, listingId = `listing-${name}`): Promise<StaysHost> => {
    const owner = await anOwner(world.app, name);
    const residenceId = await insertResidence(world.app, owner.id, {
      usesTTLock: false,
      maxGuests: 4,
      name: `Casa ${name}`,
    });
    const clientId = `client-${name}`;
    const secret = `secret-${name}`;
    const stays = world.peer.account(clientId, secret);
    stays.listings.push({ _id: listingId, id: listingId.slice(-4), internalName: `Apto ${name}` });
    return { owner, residenceId, stays, clientId, secret };
  };

  const api = (host: StaysHost) => apiAs(world.app, host.owner);
  /** The connection as the host reads it, in English. */
  const connection = (host: StaysHost) =>
    api(host)<Connection>('/integrations/stays', { headers: { 'accept-language': 'en-US' } });

  /** Connects the host's Stays and maps its listing to its property. */
  const connect = async (host: StaysHost) => {
    const domain = world.peer.domain;
    const body = { domain, clientId: host.clientId, clientSecret: host.secret };
    const connected = await api(host)('/integrations/stays', { method: 'PUT', body });
    if (connected.status !== 200) throw new Error(`connect: ${connected.status}`);
    const listingId = host.stays.listings[0]!._id;
    await api(host)(`/integrations/stays/listings/${listingId}`, {
      method: 'PUT',
      body: { residenceId: host.residenceId },
    });
  };

  /** Waits for a sync that ended after `before` (an ISO time, '' for any). */
  const syncAfterFor = (host: StaysHost, before: string) =>
    syncAfter(() => connection(host), before, 30_000);

  /** "Sync now", then what that sync did. */
  const nextSync = (host: StaysHost) =>
    syncNow(
      () => connection(host),
      () => api(host)('/integrations/stays/sync', { method: 'POST' }),
      30_000,
    );
  return { world, aHost, api, connection, connect, syncAfter: syncAfterFor, nextSync };
};

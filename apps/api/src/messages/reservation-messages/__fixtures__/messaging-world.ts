import { anOwner, startMessagingApp, type Member, type MessagingApp } from '@chegada/testing';
import {
  aHostWithProperty,
  type Host,
  type PropertyOverrides,
} from '../../../guest-form/__fixtures__/guest-form-fixtures';

export type MessagingWorld = MessagingApp & { owner: Member; host: Host };

/** The API with its mail and WhatsApp peers, started once for the file: an owner and a property. */
export const aMessagingWorld = (property: PropertyOverrides = {}): MessagingWorld => {
  const world = {} as MessagingWorld;
  beforeAll(async () => {
    Object.assign(world, await startMessagingApp());
    world.owner = await anOwner(world.app, 'Host');
    world.host = await aHostWithProperty(world.app, world.owner, property);
  });
  afterAll(() => world.app.close());
  return world;
};

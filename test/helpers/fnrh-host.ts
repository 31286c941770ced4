import { guestLinkPath, type Locale } from '@chegada/contracts';
import { FnrhPeer, fnrhSettings } from '../../apps/api/src/government/__fixtures__/fnrh-peer';
import { addProperty, useHostSuite, type ConsoleHost } from './console-host';

/**
 * A host's browser suite against a local FNRH the suite starts (issue 32), with one property:
 * `world.fnrh` and `world.residenceId` are set once the suite has begun.
 */
export const useFnrhHostSuite = (
  name: string,
  who: Parameters<typeof useHostSuite>[1],
  property: string,
) => {
  const world = {} as { fnrh: FnrhPeer; residenceId: string };
  const suite = useHostSuite(name, who, {
    env: async () => {
      world.fnrh = await new FnrhPeer().start();
      return fnrhSettings(world.fnrh);
    },
  });
  beforeAll(async () => {
    // In the three languages, so each language's guest form can be walked.
    world.residenceId = await addProperty(suite.host, property, {
      supportedLanguages: ['pt-BR', 'en-US', 'es-ES'],
    });
  });
  afterAll(() => world.fnrh?.stop());
  return { suite, world };
};

/** A reservation the host creates for Maria on `residenceId` (10–13 March 2027): its link. */
export const aLinkedStay = async (host: ConsoleHost, residenceId: string, language: Locale) => {
  const linked = await host.api<{ data: { id: string } }>('/stays/reservations', {
    body: {
      residenceId,
      guestName: 'Maria Silva',
      CheckIn: '2027-03-10T14:00:00-03:00',
      checkout: '2027-03-13T11:00:00-03:00',
      source: 'airbnb',
      maxGuests: 2,
      language,
    },
  });
  return guestLinkPath({
    friendlyCode: host.friendlyCode,
    source: 'airbnb',
    reservationId: linked.body.data.id,
  });
};

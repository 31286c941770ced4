import { guestLinkPath, type Locale } from '@chegada/contracts';
import { FnrhPeer, fnrhSettings } from '../../apps/api/src/government/__fixtures__/fnrh-peer';
import { addProperty, useHostSuite, type ConsoleHost } from './console-host';
import { createReservation } from './host-api';

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
  const reservationId = await createReservation(host.api, {
    residenceId,
    guestName: 'Maria Silva',
    language,
  });
  return guestLinkPath({ friendlyCode: host.friendlyCode, source: 'airbnb', reservationId });
};

import { aDataRequestsWorld } from '../../personal-data-requests/__fixtures__/data-requests-world';
import { FnrhPeer, fnrhSettings } from './fnrh-peer';

/** The data-requests world (issue 32) with the local FNRH, started before the world reads its URL. */
export const aFnrhDataRequestsWorld = () => {
  const fnrh = new FnrhPeer();
  beforeAll(async () => {
    await fnrh.start();
  });
  afterAll(async () => {
    await fnrh.stop();
  });
  return { fnrh, world: aDataRequestsWorld(() => fnrhSettings(fnrh)) };
};

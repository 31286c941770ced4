import { backoffSeconds, type BackoffPolicy } from './backoff';

const policy: BackoffPolicy = {
  name: 'test',
  waitAfterFailures: 3,
  firstWaitSeconds: 2,
  maxWaitSeconds: 60,
  forgetAfterSeconds: 3600,
};

describe('backoffSeconds', () => {
  it('waits from the third failure on, doubling the wait up to the cap', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 20].map((failures) => backoffSeconds(policy, failures));
    expect(waits).toEqual([0, 0, 2, 4, 8, 16, 32, 60, 60]);
  });
});

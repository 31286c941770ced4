import { translate } from '@chegada/contracts';
import { classifyFailure, failureKey, retryHelps } from './lock-failures';
import { failureMessage } from './lock-passcode-view';
import { LocksNotConnected } from './ttlock-accounts';
import { TTLockError } from './ttlock.client';

describe('a TTLock failure as the host reads it', () => {
  it.each([
    [-3036, 'locks.error.lockOffline', true],
    [-3002, 'locks.error.gatewayOffline', true],
    [-3003, 'locks.error.gatewayBusy', true],
    [30006, 'locks.error.rateLimited', true],
    [-2012, 'locks.error.noGateway', false],
    [-3007, 'locks.error.duplicate', false],
    [-3009, 'locks.error.tooManyCodes', false],
    [10004, 'locks.error.invalidToken', false],
    [-1003, 'locks.error.other', false],
  ])('errcode %i reads as %s, tried again: %s', (code, key, retry) => {
    expect(classifyFailure(new TTLockError(code, 'x'))).toEqual({ code, key, retry });
  });

  it('TTLock out of reach is tried again; no account or no application is not', () => {
    expect(classifyFailure(new TTLockError(null, 'ECONNREFUSED'))).toMatchObject({ retry: true });
    expect(classifyFailure(new LocksNotConnected('not-connected'))).toEqual({
      code: null,
      key: 'locks.error.notConnected',
      retry: false,
    });
  });

  it('a recorded failure tells the host whether trying again can help, by its key', () => {
    expect(retryHelps('locks.error.lockOffline')).toBe(true);
    expect(retryHelps('locks.error.unreachable')).toBe(true);
    expect(retryHelps('locks.error.notConfigured')).toBe(false);
    expect(retryHelps('locks.error.notConnected')).toBe(false);
    expect(retryHelps('locks.error.invalidToken')).toBe(false);
    expect(classifyFailure(new LocksNotConnected('not-configured'))).toEqual({
      code: null,
      key: 'locks.error.notConfigured',
      retry: false,
    });
    // A key recorded by an older release and since dropped reads as TTLock's refusal.
    expect(failureKey('locks.error.gone')).toBe('locks.error.other');
  });

  it('a bug of ours is no lock failure: the worker retries it as any error', () => {
    expect(classifyFailure(new TypeError('oops'))).toBeNull();
  });

  it('names an unknown errcode and offers the code set by hand, in each language', () => {
    expect(failureMessage('en-US', 'locks.error.other', -1003)).toBe(
      'TTLock refused the code (error -1003). Set a code by hand for the guest.',
    );
    expect(failureMessage('es-ES', 'locks.error.lockOffline', -3036)).toBe(
      translate('es-ES', 'locks.error.lockOffline'),
    );
    expect(failureMessage('pt-BR', 'locks.error.noGateway', -2012)).toMatch(/senha manualmente/);
  });
});

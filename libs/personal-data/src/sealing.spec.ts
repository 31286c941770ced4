import { isSealed, newDataKey, openValue, sealValue, unwrapDataKey, wrapDataKey } from './sealing';

const guest = { name: 'Maria da Silva', email: 'maria@example.com', phone: '+5511987654321' };

describe('sealing personal data', () => {
  it('keeps no readable trace of the value and opens it back', () => {
    const key = newDataKey();
    const sealed = sealValue(key, 'reservation-1', guest);
    expect(isSealed(sealed)).toBe(true);
    expect(JSON.stringify(sealed)).not.toMatch(/Maria|maria@|98765/);
    expect(openValue(key, 'reservation-1', sealed)).toEqual(guest);
  });

  it('seals the same value differently each time', () => {
    const key = newDataKey();
    expect(sealValue(key, 'r', guest).$sealed).not.toBe(sealValue(key, 'r', guest).$sealed);
  });

  it('refuses another key, another subject and a changed byte', () => {
    const key = newDataKey();
    const sealed = sealValue(key, 'reservation-1', guest);
    expect(() => openValue(newDataKey(), 'reservation-1', sealed)).toThrow();
    expect(() => openValue(key, 'reservation-2', sealed)).toThrow();
    const bytes = Buffer.from(sealed.$sealed.slice(3), 'base64');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(() =>
      openValue(key, 'reservation-1', { $sealed: `v1.${bytes.toString('base64')}` }),
    ).toThrow();
  });

  it('wraps a data key under the master key for its subject only', () => {
    const master = newDataKey();
    const dataKey = newDataKey();
    const wrapped = wrapDataKey(master, 'reservation-1', dataKey);
    expect(wrapped.includes(dataKey)).toBe(false);
    expect(unwrapDataKey(master, 'reservation-1', wrapped).equals(dataKey)).toBe(true);
    expect(() => unwrapDataKey(master, 'reservation-2', wrapped)).toThrow();
    expect(() => unwrapDataKey(newDataKey(), 'reservation-1', wrapped)).toThrow();
  });

  it('tells sealed values from plain ones', () => {
    expect(isSealed({ name: 'x' })).toBe(false);
    expect(isSealed(null)).toBe(false);
    expect(isSealed('v1.abc')).toBe(false);
  });
});

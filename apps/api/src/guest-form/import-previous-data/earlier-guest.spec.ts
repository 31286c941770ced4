import { destinationsOf, importableFieldsOf, maskEmail } from '../form-rules';
import { holdsDocument } from './earlier-guest';

describe('an earlier guest', () => {
  const identityContactAndAddress = {
    name: 'Maria Silva',
    cpf: '52998224725',
    email: 'maria@example.com',
    phone: '+55 11 98765-4321',
    birthDate: '1990-04-01',
    address: { street: 'Avenida Paulista' },
  };
  const form = {
    ...identityContactAndAddress,
    checkInDate: '2027-03-10',
    adults: 2,
    vehicles: [{ type: 'car' }],
    termsAccepted: true,
    additionalGuests: [
      { key: 'k1', name: 'John Doe', passport: 'X1234567', foreign: true, birthDate: '1985-02-02' },
    ],
  };

  it('gives identity, contact and address, never the stay', () => {
    expect(importableFieldsOf(form, 'main')).toEqual(identityContactAndAddress);
  });

  it('leaves out a Brazilian state typed in full before states were a list (issue 27)', () => {
    const address = { country: 'Brasil', state: 'Pernambuco', city: 'Recife' };
    expect(importableFieldsOf({ address }, 'main')).toEqual({
      address: { country: 'Brasil', city: 'Recife' },
    });
    const abroad = { country: 'AR', state: 'Buenos Aires' };
    expect(importableFieldsOf({ address: abroad }, 'main')).toEqual({ address: abroad });
  });

  it("names an additional guest's fields as the main guest's", () => {
    expect(importableFieldsOf(form, 'k1')).toEqual({
      name: 'John Doe',
      passport: 'X1234567',
      isForeign: true,
      birthDate: '1985-02-02',
    });
    expect(importableFieldsOf(form, 'gone')).toBeNull();
  });

  it('compares documents as stored, whatever the separators', () => {
    expect(holdsDocument({ cpf: '52998224725' }, 'cpf', '529.982.247-25')).toBe(true);
    expect(holdsDocument({ passport: 'X1234567' }, 'passport', 'x123-4567')).toBe(true);
    expect(holdsDocument({ cpf: '52998224725' }, 'passport', '52998224725')).toBe(false);
  });

  it('masks where a code goes', () => {
    expect(destinationsOf(form).map(({ channel, masked }) => [channel, masked])).toEqual([
      ['email', 'm•••@example.com'],
      ['whatsapp', '+55 11 •••••-4321'],
    ]);
    expect(maskEmail('a@b.io')).toBe('a•••@b.io');
  });
});

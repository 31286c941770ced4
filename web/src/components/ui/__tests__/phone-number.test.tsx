import { render, screen } from '@testing-library/react';
import { PhoneNumber } from '../PhoneNumber';

// Walk62 (issue 32): an account phone stored as "21976543210" dialled "tel:21976543210", without
// Brazil's +55, while the host's details page dials "tel:+5521976543210".
describe('a phone number one can call', () => {
  it.each([
    ['21976543210', 'tel:+5521976543210'],
    ['(21) 97654-3210', 'tel:+5521976543210'],
    ['+55 21 97654-3210', 'tel:+5521976543210'],
    ['+351 912 345 678', 'tel:+351912345678'],
  ])('stored as %s dials %s', (phone, href) => {
    render(<PhoneNumber phone={phone} dial />);
    expect(screen.getByRole('link')).toHaveAttribute('href', href);
  });

  it('dials the digits typed when they do not say the country', () => {
    render(<PhoneNumber phone="4000-0000" dial />);
    expect(screen.getByRole('link', { name: '4000-0000' })).toHaveAttribute('href', 'tel:40000000');
  });
});

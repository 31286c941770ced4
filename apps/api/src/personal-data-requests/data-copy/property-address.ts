import { displayCep } from '@chegada/domain';
import type { GuestLinkTarget } from '../../guest-form';

/**
 * The property's address on one line, its CEP written as the guest's own is (walk59: the copy
 * read "01310100" for the property beside "01310-100" for the guest).
 */
export const propertyAddressOf = ({ residence }: Pick<GuestLinkTarget, 'residence'>): string =>
  [
    [residence.street, residence.number].filter(Boolean).join(', '),
    residence.neighborhood,
    [residence.city, residence.state].filter(Boolean).join('/'),
    residence.cep && displayCep(residence.cep),
  ]
    .filter(Boolean)
    .join(' - ');

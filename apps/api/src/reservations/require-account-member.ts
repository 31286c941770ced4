import { AppError } from '../common/errors';
import type { ReservationReferencesRepository } from './reservation-references.repository';

/** A user named in a body (who cancels, who is responsible) must be of the caller's account. */
export const requireAccountMember = async (
  references: ReservationReferencesRepository,
  accountId: string,
  userId: string,
  field: string,
): Promise<void> => {
  if (await references.isActiveMember(accountId, userId)) return;
  throw new AppError('VALIDATION_FAILED', [{ field, key: 'reservations.userNotInAccount' }]);
};

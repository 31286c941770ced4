import { AppError, type CommandContext } from '../common';
import type { ReservationReferencesRepository } from './reservation-references.repository';

/**
 * A user named in a body (who cancels, who is responsible) must be an active user of the
 * caller's account. The caller naming themselves is that already: the auth guard let this very
 * request through only for an active user whose signed token names this account, so the
 * usual case costs no query.
 */
export const requireAccountMember = async (
  references: ReservationReferencesRepository,
  actor: CommandContext['actor'],
  userId: string,
  field: string,
): Promise<void> => {
  if (actor.id !== null && actor.id === userId) return;
  if (await references.isActiveMember(actor.accountId, userId)) return;
  throw new AppError('VALIDATION_FAILED', [{ field, key: 'reservations.userNotInAccount' }]);
};

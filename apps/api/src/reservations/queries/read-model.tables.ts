import type { ReservationListSchema } from '@chegada/projections';
import type { ResidencesTables } from '../../residences';

/** The properties table, which the reservation queries read (apps/api/src/residences). */
type ResidenceColumns = Pick<ResidencesTables, 'residences'>;

/** The columns of the users table the audit trail reads. */
type UserColumns = { users: { id: string; name: string; role: number } };

/**
 * Every reservation created for a property, written by the create request before its event
 * (reservation-references; migration 20261123-0200): unlike the list, never behind.
 */
type ResidenceReservationColumns = {
  residence_reservations: { reservation_id: string; residence_id: string; created_at: Date };
};

export type ReservationReadTables = ReservationListSchema &
  ResidenceColumns &
  UserColumns &
  ResidenceReservationColumns;

/** A property without a time zone (or gone) is read in Brasília time, the national reference. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** A gone property's usual times, as a new property starts with: where a date alone is put. */
export const DEFAULT_STAY_TIMES = { checkIn: '14:00', checkOut: '11:00' } as const;

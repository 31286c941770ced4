import type { Pool } from 'pg';
import type { LinkPending } from './stay-news';
import { WHATSAPP_TEMPLATES } from './to-guest';

/** What a guest link is recorded as in the delivery log, by e-mail and by WhatsApp. */
export const GUEST_LINK_TEMPLATES = ['guest-link', WHATSAPP_TEMPLATES['guest-link'].name];

/**
 * Whether a booking import brought a reservation: the bookings module answers (its
 * BookingImports), handed in by the processes that compose both modules (MessagesModule.register).
 */
export type ImportedReservations = { isImported(reservationId: string): Promise<boolean> };

export const IMPORTED_RESERVATIONS = Symbol('IMPORTED_RESERVATIONS');

/**
 * An imported reservation whose guest no link had reached by `at`: by the import's own dispatch
 * or by the host's "send again", any channel. A link that goes with (or after) the change
 * carries its dates already.
 */
export const importedLinkPending =
  (imports: ImportedReservations, pool: Pool): LinkPending =>
  async (reservationId, at) => {
    if (!(await imports.isImported(reservationId))) return false;
    const { rows } = await pool.query<{ sent: boolean }>(
      `SELECT EXISTS (
         SELECT 1 FROM notification_deliveries
          WHERE reservation_id = $1 AND status = 'sent' AND template = ANY($2)
            AND attempted_at <= $3
       ) AS sent`,
      [reservationId, GUEST_LINK_TEMPLATES, at],
    );
    return rows[0]?.sent !== true;
  };

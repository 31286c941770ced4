import type { Pool } from 'pg';
import type { LinkPending } from './message-effects';
import { WHATSAPP_TEMPLATES } from './message-effects';

/** What a guest link is recorded as in the delivery log, by e-mail and by WhatsApp. */
export const GUEST_LINK_TEMPLATES = ['guest-link', WHATSAPP_TEMPLATES['guest-link'].name];

/**
 * An imported reservation (the bookings module's booking_imports) whose guest no link had
 * reached by `at`: by the import's own dispatch or by the host's "send again", any channel. A
 * link that goes with (or after) the change carries its dates already.
 */
export const importedLinkPending =
  (pool: Pool): LinkPending =>
  async (reservationId, at) => {
    const { rows } = await pool.query<{ pending: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM booking_imports WHERE reservation_id = $1)
          AND NOT EXISTS (
            SELECT 1 FROM notification_deliveries
             WHERE reservation_id = $1 AND status = 'sent' AND template = ANY($2)
               AND attempted_at <= $3
          ) AS pending`,
      [reservationId, GUEST_LINK_TEMPLATES, at],
    );
    return rows[0]?.pending === true;
  };

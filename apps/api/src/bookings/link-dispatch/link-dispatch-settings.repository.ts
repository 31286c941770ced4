import { Injectable } from '@nestjs/common';
import { TablesRepository } from '../../infrastructure';
import type { ResidencesTables } from '../../residences';
import type { BookingsTables } from '../bookings.tables';
import type { LinkDispatchSetting } from '@chegada/domain';

// Only the columns read here; each table belongs to its module (notification_deliveries to
// libs/messaging's delivery log).
type Tables = Pick<BookingsTables, 'booking_imports'> &
  Pick<ResidencesTables, 'residences'> & {
    notification_deliveries: {
      reservation_id: string | null;
      idempotency_key: string;
      template: string;
      status: string;
    };
  };

/** What the imported guest link's job reads besides the reservation itself. */
@Injectable()
export class LinkDispatchSettings extends TablesRepository<Tables> {
  /** The property's setting, for a reservation an import brought; undefined when typed. */
  async ofImported(reservationId: string): Promise<LinkDispatchSetting | undefined> {
    return this.db
      .selectFrom('booking_imports')
      .innerJoin('residences', 'residences.id', 'booking_imports.residence_id')
      .select([
        'residences.guest_link_auto_send as autoSend',
        'residences.guest_link_days_before as daysBefore',
      ])
      .where('booking_imports.reservation_id', '=', reservationId)
      .executeTakeFirst();
  }

  /**
   * Whether a guest link reached the guest under keys other than `ownKey`'s (the host's "send
   * again"): then the job sends none. Its own keys are left to the delivery log, so a retry
   * still sends a channel that failed.
   */
  async sentOtherwise(
    reservationId: string,
    templates: readonly string[],
    ownKey: string,
  ): Promise<boolean> {
    const row = await this.db
      .selectFrom('notification_deliveries')
      .select('idempotency_key')
      .where('reservation_id', '=', reservationId)
      .where('status', '=', 'sent')
      .where('template', 'in', templates)
      .where('idempotency_key', 'not like', `${ownKey}-%`)
      .executeTakeFirst();
    return row !== undefined;
  }
}

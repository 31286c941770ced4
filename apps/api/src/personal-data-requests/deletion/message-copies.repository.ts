import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { TablesRepository } from '../../infrastructure';

type Tables = { notification_outbox: { recipient: string; body: unknown } };

/**
 * The copies of messages kept in clear outside the reservation's sealed data: the development
 * outbox records each message as sent (recipient and body). A deletion takes out those to the
 * guest or naming them; production's SMTP and WhatsApp keep none here.
 */
@Injectable()
export class MessageCopiesRepository extends TablesRepository<Tables> {
  async forget(needles: readonly string[]): Promise<void> {
    const values = [...new Set(needles.map((needle) => needle.trim().toLowerCase()))].filter(
      (needle) => needle.length >= 4,
    );
    if (values.length === 0) return;
    await this.db
      .deleteFrom('notification_outbox')
      .where((eb) =>
        eb.or(
          values.flatMap((needle) => [
            eb(sql`lower(recipient)`, '=', needle),
            eb(sql`strpos(lower(body::text), ${needle})`, '>', 0),
          ]),
        ),
      )
      .execute();
  }
}

import { Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  BearerController,
  ApiAnswers,
  CallersReservation,
  NO_SUCH_RESERVATION,
  Roles,
} from '../../../common';
import { ReservationEventsService, type ReservationEventEntry } from './reservation-events.service';

@BearerController('reservations', 'stays/reservations')
export class ReservationEventsController {
  constructor(private readonly events: ReservationEventsService) {}

  @Get(':id/events')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary: 'Every event of a reservation, in order: what changed, when, and who did it',
    description:
      'The guest’s personal data reads "removed" once the sensitive data was removed; a ' +
      'dynamic password is never shown.',
  })
  @ApiAnswers({
    200:
      '{ items: [{ id, revision, type, occurredAt, actor: { id, name, role, guestLink }, ' +
      'changedFields, changes }] }',
    403: 'FORBIDDEN: admins have no reservations',
  })
  async list(
    @CallersReservation(NO_SUCH_RESERVATION) { id, caller }: CallersReservation,
  ): Promise<{ items: ReservationEventEntry[] }> {
    return { items: await this.events.forReservation(caller.accountId, id) };
  }
}

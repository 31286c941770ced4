import { Module } from '@nestjs/common';
import { KeptCompanionsRepository } from './kept-companions.repository';
import { ReservationStreamReader } from './reservation-stream-reader';

/**
 * Reading a reservation's stream outside a command: below reservations and locks, which both
 * read it (reservations show the lock's code, so locks cannot import reservations).
 */
@Module({
  providers: [ReservationStreamReader, KeptCompanionsRepository],
  exports: [ReservationStreamReader, KeptCompanionsRepository],
})
export class ReservationStreamModule {}

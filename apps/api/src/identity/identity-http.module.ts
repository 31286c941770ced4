import { Module } from '@nestjs/common';
import { GuestFormModule } from '../guest-form';
import { ReservationStreamModule } from '../reservation-stream';
import { DocumentReading, DocumentReadingHttpController, MrzReader } from './document-reading';
import { IdentityChecks, IdentityChecksHttpController } from './host-review';
import { IdentityModule } from './identity.module';
import { Liveness, LivenessHttpController, LivenessSessionsRepository } from './liveness';

/**
 * The identity routes (api process): the guest's liveness challenge and document reading, and
 * the host's review of the results.
 */
@Module({
  imports: [GuestFormModule, IdentityModule, ReservationStreamModule],
  controllers: [
    LivenessHttpController,
    DocumentReadingHttpController,
    IdentityChecksHttpController,
  ],
  providers: [Liveness, LivenessSessionsRepository, DocumentReading, MrzReader, IdentityChecks],
})
export class IdentityHttpModule {}

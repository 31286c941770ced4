import { Module } from '@nestjs/common';
import { DocumentUrls, GuestFormModule } from '../guest-form';
import { ReservationStreamModule } from '../reservation-stream';
import {
  CpfTextReader,
  DocumentReading,
  DocumentReadingHttpController,
  MrzReader,
} from './document-reading';
import {
  FrameUrls,
  IdentityChecks,
  IdentityChecksHttpController,
  OpenFrameHttpController,
} from './host-review';
import { IdentityModule } from './identity.module';
import { Liveness, LivenessHttpController } from './liveness';

/**
 * The identity routes (api process): the guest's liveness challenge and document reading, and
 * the host's review of the results with their evidence (signed links to the pictures).
 */
@Module({
  imports: [GuestFormModule, IdentityModule, ReservationStreamModule],
  controllers: [
    LivenessHttpController,
    DocumentReadingHttpController,
    IdentityChecksHttpController,
    OpenFrameHttpController,
  ],
  providers: [
    Liveness,
    DocumentReading,
    MrzReader,
    CpfTextReader,
    IdentityChecks,
    DocumentUrls,
    FrameUrls,
  ],
})
export class IdentityHttpModule {}

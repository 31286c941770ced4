import { Module } from '@nestjs/common';
import { GuestFormModule } from '../guest-form';
import { DocumentReading, DocumentReadingHttpController, MrzReader } from './document-reading';
import { IdentityModule } from './identity.module';
import { Liveness, LivenessHttpController, LivenessSessionsRepository } from './liveness';

/** The guest's identity routes (api process): the liveness challenge, the document's MRZ. */
@Module({
  imports: [GuestFormModule, IdentityModule],
  controllers: [LivenessHttpController, DocumentReadingHttpController],
  providers: [Liveness, LivenessSessionsRepository, DocumentReading, MrzReader],
})
export class IdentityHttpModule {}

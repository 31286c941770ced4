import { Module } from '@nestjs/common';
import { GuestFormModule } from '../../guest-form';
import { IdentityModule } from '../identity.module';
import { LivenessHttpController } from './liveness.http.controller';
import { Liveness } from './liveness.service';
import { LivenessSessionsRepository } from './liveness-sessions.repository';

/** The guest's liveness challenge (api process): start a session, send its frames. */
@Module({
  imports: [GuestFormModule, IdentityModule],
  controllers: [LivenessHttpController],
  providers: [Liveness, LivenessSessionsRepository],
})
export class LivenessModule {}

import { Module } from '@nestjs/common';
import { OpenReservations } from './open-reservations';
import { ResidencesController } from './residences.controller';
import { ResidencesRepository } from './residences.repository';
import { ResidencesService } from './residences.service';

/** Properties (residences) of a store owner's account. */
@Module({
  controllers: [ResidencesController],
  providers: [ResidencesRepository, ResidencesService, OpenReservations],
  exports: [ResidencesService],
})
export class ResidencesModule {}

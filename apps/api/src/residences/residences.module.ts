import { Module } from '@nestjs/common';
import { ReservationQueriesModule } from '../reservations';
import { ResidencesController } from './residences.controller';
import { ResidencesRepository } from './residences.repository';
import { ResidencesService } from './residences.service';

/** Properties (residences) of a store owner's account. */
@Module({
  imports: [ReservationQueriesModule],
  controllers: [ResidencesController],
  providers: [ResidencesRepository, ResidencesService],
  exports: [ResidencesService],
})
export class ResidencesModule {}

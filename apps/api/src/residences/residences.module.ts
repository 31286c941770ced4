import { Module } from '@nestjs/common';
import { LocksModule } from '../locks';
import { ReservationQueriesModule } from '../reservations';
import { HousePreviewController } from './house-preview.controller';
import { PreviewTokens } from './preview-token';
import { ResidenceLockController } from './residence-lock.controller';
import { ResidencesController } from './residences.controller';
import { ResidencesRepository } from './residences.repository';
import { ResidencesService } from './residences.service';

/** Properties (residences) of a store owner's account. */
@Module({
  imports: [ReservationQueriesModule, LocksModule],
  controllers: [ResidencesController, HousePreviewController, ResidenceLockController],
  providers: [ResidencesRepository, ResidencesService, PreviewTokens],
  exports: [ResidencesService],
})
export class ResidencesModule {}

import { Module } from '@nestjs/common';
import { ReservationQueriesModule } from '../reservations';
import { HousePreviewController } from './house-preview.controller';
import { PreviewTokens } from './preview-token';
import { ResidencesController } from './residences.controller';
import { ResidencesRepository } from './residences.repository';
import { ResidencesService } from './residences.service';

/** Properties (residences) of a store owner's account. */
@Module({
  imports: [ReservationQueriesModule],
  controllers: [ResidencesController, HousePreviewController],
  providers: [ResidencesRepository, ResidencesService, PreviewTokens],
  exports: [ResidencesService],
})
export class ResidencesModule {}

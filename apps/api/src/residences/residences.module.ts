import { Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { SubscriptionGateModule } from '../subscription-gate';
import { LockPasscodesModule, LocksModule } from '../locks';
import { ReservationQueriesModule } from '../reservations';
import { HousePreviewController } from './house-preview.controller';
import { PreviewTokens } from './preview-token';
import { ResidenceLockController } from './residence-lock.controller';
import { ResidencesController } from './residences.controller';
import { ResidencesRepository } from './residences.repository';
import { ResidencesService } from './residences.service';

/** Properties (residences) of a store owner's account. */
@Module({
  imports: [ReservationQueriesModule, LocksModule, LockPasscodesModule, SubscriptionGateModule],
  controllers: [ResidencesController, HousePreviewController, ResidenceLockController],
  providers: [ResidencesRepository, ResidencesService, PreviewTokens],
  exports: [ResidencesService],
})
export class ResidencesModule implements OnApplicationBootstrap {
  constructor(private readonly residences: ResidencesRepository) {}

  // Migrations hold no key: the door codes a database kept plain are sealed here, at start.
  async onApplicationBootstrap(): Promise<void> {
    const sealed = await this.residences.sealPlainDoorCodes();
    if (sealed > 0) new Logger('Residences').log(`Sealed ${sealed} door code(s) stored plain`);
  }
}

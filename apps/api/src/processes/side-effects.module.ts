import { Module } from '@nestjs/common';
import type { SideEffectHandler } from '@chegada/side-effects';
import { GuestDataRemovalModule, RemoveGuestDataEffect } from '../guest-form';
import { MESSAGE_EFFECTS, MessagesModule } from '../messages';
import { FaceMatchEffect, IdentityModule } from '../identity';
import { LockPasscodeEffect, LockPasscodesModule } from '../locks';
import {
  BookingImports,
  BookingImportsModule,
  IMPORTED_GUEST_LINK_EFFECT,
  LinkDispatchModule,
} from '../bookings';
import { CpfCheckEffect, FnrhEffect, GovernmentChecksModule } from '../government';
import { DeletionsAtFinishEffect, DataRequestDeletionsModule } from '../personal-data-requests';
import { registeredHandlers } from './side-effects.registry';

import { SideEffectSources } from './side-effect-processes';
import { SIDE_EFFECT_HANDLERS } from './side-effects.handlers';

/**
 * The production side effects (side-effects.registry.ts lists them), built with what they use.
 * The dispatcher (projections process) and the worker read the same list; a handler's name is
 * stored in the effect log and in job ids, so it is never renamed.
 */
@Module({
  imports: [
    GuestDataRemovalModule,
    MessagesModule.register({ module: BookingImportsModule, provider: BookingImports }),
    LinkDispatchModule,
    LockPasscodesModule,
    IdentityModule,
    GovernmentChecksModule,
    DataRequestDeletionsModule,
  ],
  providers: [
    {
      provide: SIDE_EFFECT_HANDLERS,
      inject: [
        RemoveGuestDataEffect,
        MESSAGE_EFFECTS,
        IMPORTED_GUEST_LINK_EFFECT,
        LockPasscodeEffect,
        FaceMatchEffect,
        CpfCheckEffect,
        FnrhEffect,
        DeletionsAtFinishEffect,
      ],
      useFactory: (
        removeGuestData: RemoveGuestDataEffect,
        messages: readonly SideEffectHandler[],
        importedGuestLink: SideEffectHandler,
        lockPasscode: LockPasscodeEffect,
        faceMatch: FaceMatchEffect,
        cpfCheck: CpfCheckEffect,
        fnrh: FnrhEffect,
        deletionsAtFinish: DeletionsAtFinishEffect,
      ): readonly SideEffectHandler[] =>
        registeredHandlers([
          removeGuestData,
          ...messages,
          importedGuestLink,
          lockPasscode,
          faceMatch,
          cpfCheck,
          fnrh,
          deletionsAtFinish,
        ]),
    },
    SideEffectSources,
  ],
  exports: [SIDE_EFFECT_HANDLERS, SideEffectSources],
})
export class SideEffectsModule {}

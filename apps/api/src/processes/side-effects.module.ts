import { Module } from '@nestjs/common';
import type { SideEffectHandler } from '@chegada/side-effects';
import { GuestDataRemovalModule, RemoveGuestDataEffect } from '../guest-form';
import { MESSAGE_EFFECTS, MessagesModule } from '../notifications';
import { LockPasscodeEffect, LockPasscodesModule } from '../locks';
import { registeredHandlers } from './side-effects.registry';

/** Every side-effect handler: the dispatcher routes their events, the worker runs them. */
export const SIDE_EFFECT_HANDLERS = Symbol('SIDE_EFFECT_HANDLERS');

/**
 * The production side effects (side-effects.registry.ts lists them), built with what they use.
 * The dispatcher (projections process) and the worker read the same list; a handler's name is
 * stored in the effect log and in job ids, so it is never renamed.
 */
@Module({
  imports: [GuestDataRemovalModule, MessagesModule, LockPasscodesModule],
  providers: [
    {
      provide: SIDE_EFFECT_HANDLERS,
      inject: [RemoveGuestDataEffect, MESSAGE_EFFECTS, LockPasscodeEffect],
      useFactory: (
        removeGuestData: RemoveGuestDataEffect,
        messages: readonly SideEffectHandler[],
        lockPasscode: LockPasscodeEffect,
      ): readonly SideEffectHandler[] =>
        registeredHandlers([removeGuestData, ...messages, lockPasscode]),
    },
  ],
  exports: [SIDE_EFFECT_HANDLERS],
})
export class SideEffectsModule {}

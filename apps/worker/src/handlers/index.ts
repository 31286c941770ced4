import type { SideEffectHandler } from '../side-effect-handler';

/**
 * Every production side effect (e-mail, WhatsApp, lock passcodes, doorman lists…). The
 * dispatcher and the worker read the same list; a handler's name is stored in the effect log
 * and in job ids, so it is never renamed. The first handlers arrive with the reservation
 * lifecycle, which emits the events they react to.
 */
export const sideEffectHandlers: readonly SideEffectHandler[] = [];

/** Every side-effect handler: the dispatcher routes their events, the worker runs them. */
export const SIDE_EFFECT_HANDLERS = Symbol('SIDE_EFFECT_HANDLERS');

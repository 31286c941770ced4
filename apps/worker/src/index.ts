export * from './effect.processor';
export * from './side-effect-handler';
export * from './worker';
export * from './handlers';

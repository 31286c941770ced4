export * from './side-effect-processes';
export * from './side-effects.handlers';
export * from './side-effects.module';

export * from './dispatcher.service';
export * from './side-effects.module';
export * from './worker.service';

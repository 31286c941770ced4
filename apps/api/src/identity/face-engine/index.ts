export * from './face-engine.provider';
export * from './face-reading';

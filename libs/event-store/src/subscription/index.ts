export * from './batches';
export * from './checkpoints';
export * from './ownership-lock';
export * from './subscription-id';

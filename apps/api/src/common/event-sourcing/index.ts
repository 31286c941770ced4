export * from './command-context';
export * from './event-sourced-commands';
export * from './decider';
export * from './event-sourcing.module';
export * from './idempotency/idempotent-answers';
export * from './idempotency/idempotent.decorator';
export * from './idempotency/idempotency.migrations';

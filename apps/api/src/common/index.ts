export * from './authenticated-user';
export * from './errors';
export * from './event-sourcing';
export * from './id-param.pipe';
export * from './lru-map';
export * from './rate-limit/rate-limiter';
export * from './validation/api-yup';
export * from './validation/yup-validation.pipe';

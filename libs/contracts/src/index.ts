export * from './errors';
export * from './locales';
export * from './messages';
export * from './roles';
export * from './schemas';
export * from './reservation-statistics';
export * from './guest-terms';
export * from './guest-link-pages';

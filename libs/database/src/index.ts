export * from './database';
export * from './ensure-database';
export * from './migrations';
export * from './storable-text';
export * from './advisory-lock';

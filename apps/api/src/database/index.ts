export * from './all-migrations';

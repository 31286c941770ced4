export * from './companies.migrations';
export * from './companies.tables';

export * from './companies.migrations';
export * from './companies.tables';
export * from './companies.module';
export * from './companies.repository';

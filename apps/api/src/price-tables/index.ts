export * from './price-tables.migrations';
export * from './price-tables.module';

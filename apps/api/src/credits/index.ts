export * from './credits.migrations';
export * from './credits.module';
export { CreditTransactionsRepository } from './credit-transactions.repository';

export * from './master-key';
export * from './personal-data.migrations';
export * from './personal-data-vault';
export * from './sealing';

export * from './logging';
export * from './readable-lines';

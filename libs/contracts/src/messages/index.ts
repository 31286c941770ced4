export * from './catalogue';
export * from './translate';

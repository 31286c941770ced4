export * from './catalogue';
export * from './translate';
export * from './define-messages';

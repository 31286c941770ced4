export * from './catalogue';
export * from './translate';
export * from './define-messages';
export * from './copy-value-key';

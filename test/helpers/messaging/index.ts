export * from './pdf-text';
export * from './smtp-peer';
export * from './whatsapp-peer';
export * from './messaging-app';
export * from './data-request-code';

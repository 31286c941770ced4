export * from './message-templates';
export * from './render-email';

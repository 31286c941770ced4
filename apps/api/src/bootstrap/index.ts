export * from './check-services';
export * from './configure-http';

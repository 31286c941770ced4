export * from './auth.module';
export * from './token.service';
export * from './session-authenticator';
export * from './bearer-token';

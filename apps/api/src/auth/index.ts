export * from './auth.module';
export * from './public.decorator';
export * from './roles.decorator';
export * from './token.service';
export * from './session-authenticator';
export * from './bearer-token';

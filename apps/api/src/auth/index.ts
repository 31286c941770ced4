// First: the messages module (which the login's code e-mail loads) has controllers that use
// these decorators while this index is still loading.
export * from './public.decorator';
export * from './roles.decorator';
export * from './token.service';
export * from './session-authenticator';
export * from './bearer-token';
export * from './auth.module';

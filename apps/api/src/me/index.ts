export * from './me.module';
export * from './session-user';
export * from './session-user.service';

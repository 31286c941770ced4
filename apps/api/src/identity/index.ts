export * from './face-engine';
export { FaceMatch, FaceMatchEffect, FaceMatchesRepository } from './face-match';
export { identityMigrations } from './identity.migrations';
export * from './identity.module';
export { IdentityHttpModule } from './identity-http.module';

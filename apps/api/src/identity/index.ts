export { BiometricDataRemoval } from './biometric-data-removal';
export { LivenessFrames } from './liveness/liveness-frames';
export * from './face-engine';
export { FaceMatch, FaceMatchEffect, FaceMatchesRepository } from './face-match';
export {
  faceMatchSummary,
  IdentityEvidence,
  IdentityReviews,
  type GuestEvidence,
} from './host-review';
export { identityMigrations } from './identity.migrations';
export { StoredDocuments } from './stored-documents';
export * from './identity.module';
export { IdentityHttpModule } from './identity-http.module';

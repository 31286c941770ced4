export { IdentityChecksHttpController } from './identity-checks.http.controller';
export { IdentityChecks } from './identity-checks.service';
export { faceMatchSummary, IdentityEvidence, type GuestEvidence } from './identity-evidence';
export { IdentityReviews, IdentityReviewsRepository } from './identity-reviews';
export { FrameUrls } from './frame-urls';
export { OpenFrameHttpController } from './open-frame.http.controller';

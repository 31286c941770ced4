import { Module } from '@nestjs/common';
import { GuestDataRemovalModule, REVIEW_FLAG } from '../guest-form';
import { ReservationStreamModule } from '../reservation-stream';
import { SettingsModule } from '../settings';
import { BiometricConsent } from './biometric-consent';
import { BiometricDataRemoval } from './biometric-data-removal';
import { DocumentReadingsRepository } from './document-reading/document-readings.repository';
import { FaceEngine } from './face-engine';
import { FaceMatch, FaceMatchEffect, FaceMatchesRepository } from './face-match';
import { IdentityEvidence, IdentityReviews, IdentityReviewsRepository } from './host-review';
import { LivenessFrames } from './liveness/liveness-frames';
import { LivenessSessionsRepository } from './liveness/liveness-sessions.repository';
import { StoredDocuments } from './stored-documents';

const IDENTITY = [
  BiometricConsent,
  BiometricDataRemoval,
  DocumentReadingsRepository,
  FaceEngine,
  FaceMatch,
  FaceMatchEffect,
  FaceMatchesRepository,
  IdentityEvidence,
  IdentityReviews,
  IdentityReviewsRepository,
  LivenessFrames,
  LivenessSessionsRepository,
  StoredDocuments,
];

/**
 * Identity checks on our own servers: the face engine (models in worker threads), the
 * selfie-to-document match the worker runs on each submission, and the evidence each result
 * leaves for the host (with whether the reservation needs their review).
 */
@Module({
  imports: [GuestDataRemovalModule, ReservationStreamModule, SettingsModule],
  // The flag a guest's replaced document makes stale (guest-form's FormSaved refreshes it).
  providers: [...IDENTITY, { provide: REVIEW_FLAG, useExisting: IdentityReviews }],
  exports: IDENTITY,
})
export class IdentityModule {}

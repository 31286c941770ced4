import { Module } from '@nestjs/common';
import { GuestDataRemovalModule } from '../guest-form';
import { ReservationStreamModule } from '../reservation-stream';
import { BiometricConsent } from './biometric-consent';
import { FaceEngine } from './face-engine';
import { FaceMatch, FaceMatchEffect, FaceMatchesRepository } from './face-match';
import { StoredDocuments } from './stored-documents';

const IDENTITY = [
  BiometricConsent,
  FaceEngine,
  FaceMatch,
  FaceMatchEffect,
  FaceMatchesRepository,
  StoredDocuments,
];

/**
 * Identity checks on our own servers: the face engine (models in worker threads) and the
 * selfie-to-document match the worker runs on each submission.
 */
@Module({
  imports: [GuestDataRemovalModule, ReservationStreamModule],
  providers: IDENTITY,
  exports: IDENTITY,
})
export class IdentityModule {}

import { Injectable } from '@nestjs/common';
import { GUEST_TERMS_VERSION } from '@chegada/contracts';
import { GuestDocumentsRepository } from '../guest-form';
import { matchSubjectsOf } from './face-match/face-verdict';

/** The guests ('main' or a companion's key) who accepted the current image terms. */
@Injectable()
export class BiometricConsent {
  constructor(private readonly documents: GuestDocumentsRepository) {}

  async acceptedBy(reservationId: string): Promise<Set<string>> {
    const consents = await this.documents.consentsOfReservation(reservationId);
    return new Set(
      consents
        .filter((consent) => consent.kind === 'biometric')
        .filter((consent) => consent.termsVersion === GUEST_TERMS_VERSION)
        .map((consent) => consent.guest),
    );
  }

  /** Whether `guest` may have their image read: their consent, or the main guest's for a minor. */
  async allows(
    reservationId: string,
    form: { additionalGuests?: unknown; checkInDate?: unknown },
    guest: string,
  ): Promise<boolean> {
    const checkIn =
      typeof form.checkInDate === 'string'
        ? form.checkInDate
        : new Date().toISOString().slice(0, 10);
    const subject = matchSubjectsOf(form, checkIn).find((each) => each.guest === guest);
    const holder = subject && 'consentFrom' in subject ? subject.consentFrom : 'main';
    return (await this.acceptedBy(reservationId)).has(holder);
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { GUEST_TERMS_VERSION, type GuestFormPage, type GuestMessageKind } from '@chegada/contracts';
import {
  ReservationStatus,
  reservationStatusName,
  type ReservationStatusName,
} from '@chegada/domain';
import { AppError } from '../../common';
import { ReservationStreamReader } from '../../reservation-stream';
import { companionErasuresOf } from './companion-erasures';
import { withView } from './guest-form-privacy';
import { depositOf } from './guest-deposit';
import { ArrivalGuideRepository, arrivalGuideOf } from './arrival-guide';
import {
  accessReleaseOf,
  additionalGuestKeysOf,
  additionalLinkView,
  filesByGuest,
  filledByGuest,
  guestFormContextOf,
  type GuestFormFields,
  guestPartsOf,
  hostPrefillOf,
  mainLinkView,
  missingForSubmission,
  presentFileFields,
} from '../form-rules';
import { type GuestDocument, GuestDocumentsRepository } from '../uploads';
import { type DeviceAccess, type GuestLinkTarget, seesInFull } from '../link-access';

const messageKinds: Record<ReservationStatusName, GuestMessageKind> = {
  TO_FORM: 'toForm',
  FILLING: 'filling',
  TO_VALIDATE: 'inAnalysis',
  TO_APROVE: 'inAnalysis',
  REFUSED: 'refused',
  ENDED: 'accessReleased',
  CHECKOUT_FINISHED: 'finished',
  CANCELED: 'cancelled',
};

@Injectable()
export class GuestFormPages {
  private readonly logger = new Logger(GuestFormPages.name);

  constructor(
    private readonly documents: GuestDocumentsRepository,
    private readonly guides: ArrivalGuideRepository,
    private readonly reader: ReservationStreamReader,
  ) {}

  async pageOf(
    target: GuestLinkTarget,
    now: Date,
    access: DeviceAccess,
    additionalGuestKey?: string,
  ): Promise<GuestFormPage> {
    const { reservation, state } = target;
    const documents = await this.documents.listOfReservation(reservation.reservationId);
    const keys = additionalGuestKeysOf(state.form);
    const page = await this.wholePage(target, now, documents, keys);
    if (additionalGuestKey === undefined)
      return withView(
        {
          ...page,
          prefill: hostPrefillOf(state, seesInFull(access, 'main')),
          // The image terms accepted to read a document are shown given (issue 29).
          ownConsents: await this.consentsOf(reservation.reservationId, 'main'),
        },
        mainLinkView(state.form, (guest) => seesInFull(access, guest)),
        target,
        'main',
      );
    // An additional guest's link (§6): that guest's own part, nobody else's data.
    const index = keys.indexOf(additionalGuestKey);
    if (index < 0) throw new AppError('NOT_FOUND');
    const own = (state.form.additionalGuests as GuestFormFields[])[index] ?? {};
    const prefix = `guest_${index}_`;
    const ownMissing = await missingForSubmission(
      target,
      filledByGuest(state.form, index),
      presentFileFields(documents, keys),
      now,
    );
    // Masked only once the companion saved it themselves, on another device (issue 15); what
    // the holder typed about them is theirs to confirm (issue 27).
    const view = additionalLinkView(
      own,
      seesInFull(access, additionalGuestKey) || !state.savedOnOwnLink.includes(additionalGuestKey),
    );
    return withView(
      {
        ...page,
        files: { [additionalGuestKey]: page.files[additionalGuestKey] ?? [] },
        missing: ownMissing.filter((field) => field.startsWith(prefix)),
        guestParts: { [additionalGuestKey]: page.guestParts[additionalGuestKey] ?? 'not_started' },
        erasedCompanions: reservation.erasedCompanions.filter((key) => key === additionalGuestKey),
        erasedCompanionsAt: Object.fromEntries(
          Object.entries(page.erasedCompanionsAt ?? {}).filter(
            ([key]) => key === additionalGuestKey,
          ),
        ),
        deposit: null,
        // The main guest's, as the host typed them: not the companion's to see.
        prefill: null,
        additionalGuestIndex: index,
        ownConsents: await this.consentsOf(reservation.reservationId, additionalGuestKey),
      },
      view,
      target,
      additionalGuestKey,
    );
  }

  /** The kinds that guest accepted, of the terms in force: the form shows them given. */
  private async consentsOf(
    reservationId: string,
    guest: string,
  ): Promise<('terms' | 'biometric')[]> {
    const recorded = await this.documents.consentsOfReservation(reservationId);
    const kinds = recorded
      .filter((consent) => consent.guest === guest && consent.termsVersion === GUEST_TERMS_VERSION)
      .map((consent) => consent.kind);
    return [...new Set(kinds)];
  }

  private async wholePage(
    target: GuestLinkTarget,
    now: Date,
    documents: GuestDocument[],
    keys: string[],
  ): Promise<Omit<GuestFormPage, 'form' | 'privacy'>> {
    const { reservation, state, company, residence } = target;
    const releasesAt = accessReleaseOf(reservation, company.accessReleaseHours, residence);
    const released = now >= releasesAt && reservation.status === ReservationStatus.ENDED;
    return {
      id: reservation.reservationId,
      status: reservation.status,
      statusName: reservationStatusName(reservation.status),
      source: state.details.source,
      language: state.details.language,
      supportedLanguages: residence.supportedLanguages,
      CheckIn: reservation.checkIn,
      checkout: reservation.checkOut,
      maxGuests: reservation.maxGuests,
      // Older snapshots of the state predate it.
      bookedParty: state.details.bookedParty ?? null,
      company: {
        name: company.name,
        friendlyCode: company.friendlyCode,
        phone: company.phone,
        email: company.email,
        website: company.website,
        requireSelfie: company.requireSelfie,
      },
      residence: {
        name: residence.name,
        address: {
          street: residence.street,
          number: residence.number,
          complement: residence.complement,
          neighborhood: residence.neighborhood,
          city: residence.city,
          state: residence.state,
          cep: residence.cep,
        },
        checkInTime: residence.checkInTime,
        checkOutTime: residence.checkOutTime,
        timeZone: residence.timeZone,
        parkingSpaces: residence.parkingSpaces,
        houseRules: residence.houseRules,
        fnrh: residence.fnrh,
      },
      deposit: await depositOf(target, this.logger),
      files: filesByGuest(documents),
      missing: await missingForSubmission(
        target,
        state.form,
        presentFileFields(documents, keys),
        now,
      ),
      guestParts: guestPartsOf(
        state.form,
        documents,
        guestFormContextOf(reservation, residence, now, state.form),
        company.requireSelfie,
      ),
      erasedCompanions: [...reservation.erasedCompanions],
      erasedCompanionsAt: await companionErasuresOf(this.reader, reservation),
      personalDataRemoved: reservation.sensitiveDataRemoved,
      message: {
        kind: messageKinds[reservationStatusName(reservation.status)],
        refuseMotive:
          reservation.status === ReservationStatus.REFUSED ? state.details.refuseMotive : null,
      },
      additionalGuestIndex: null,
      access: {
        releasesAt: releasesAt.toISOString(),
        released,
        doorCode: reservation.hasLock || target.passcode !== null,
        passcode: released ? target.passcode : null,
        hasInstructions: residence.accessInstructions.trim() !== '',
        instructions: released ? residence.accessInstructions : null,
      },
      guide: await arrivalGuideOf(target, released, this.guides),
    };
  }
}

import { Injectable } from '@nestjs/common';
import { translate, type Locale } from '@chegada/contracts';
import { reservationStatusName } from '@chegada/domain';
import { DeliveryLog } from '@chegada/messaging';
import { GuestDocumentsRepository, type GuestDocument } from '../../guest-form';
import type { GuestLinkTarget } from '../../guest-form';
import { IdentityEvidence } from '../../identity';
import { identityCheckOf } from './identity-check';
import { KeptCompanionsRepository } from '../../reservation-stream';
import {
  PersonalDataRequestsRepository,
  type DataRequestRow,
} from '../personal-data-requests.repository';
import { recordedOutcomeWords } from '../guest-requests/deletion-story';
import { formWithoutKeys, guestNamerOf } from './guest-names';
import { byGuestPlace, subjectScopeOf } from './holder-scope';
import { withNationalities } from './nationality';
import { propertyAddressOf } from './property-address';
import { inReadingOrder } from './reading-order';
import { StayRecordsRepository } from './stay-records.repository';
import {
  erasedEntryOf,
  erasureDateOf,
  isErasedCompanion,
  withErasureDays,
  withKeptEntry,
  type ErasedCompanion,
} from './erased-companion';
import type { GuestDataCopy } from './guest-data-copy.types';

/** A person's files in the order the form asks them; a kind not named here last. */
const FILE_ORDER = ['doc_front', 'doc_back', 'doc_digital', 'doc_selfie', 'deposit_proof'];
const fileRank = (kind: string) =>
  FILE_ORDER.includes(kind) ? FILE_ORDER.indexOf(kind) : FILE_ORDER.length;

const iso = (date: Date | null | undefined): string | null => date?.toISOString() ?? null;

/** Gathers a guest's copy from the reservation's link target and the records beside it. */
@Injectable()
export class GuestDataCopies {
  constructor(
    private readonly documents: GuestDocumentsRepository,
    private readonly deliveries: DeliveryLog,
    private readonly requests: PersonalDataRequestsRepository,
    private readonly records: StayRecordsRepository,
    private readonly identity: IdentityEvidence,
    private readonly keptCompanions: KeptCompanionsRepository,
  ) {}

  /**
   * `answering`: the copy request this copy answers, listed as answered now (it is, by it).
   * `guest`: whose copy, the holder's ('main') or an adult companion's own (their key).
   */
  async of(
    target: GuestLinkTarget,
    now: Date,
    locale: Locale,
    answering?: string,
    guest = 'main',
  ): Promise<GuestDataCopy> {
    const id = target.reservation.reservationId;
    const { details, form } = target.state;
    const [files, consents, views, messages, requests] = await Promise.all([
      this.documents.listOfReservation(id),
      this.documents.consentsOfReservation(id),
      this.documents.viewsOfReservation(id),
      this.deliveries.ofReservation(id),
      this.requests.listOfReservation(id, guest),
    ]);
    const [cpfChecks, fnrh, identity, sessions] = await Promise.all([
      this.records.cpfChecksOf(id),
      this.records.fnrhOf(id),
      this.identity.of({ id, accountId: target.reservation.accountId }, form, now),
      this.records.linkSessionsOf(id),
    ]);
    const erased = isErasedCompanion(form, guest) ? await this.erased(id, guest, requests) : null;
    // An erased companion's records carry the name kept of them; in the holder's copy, each
    // companion erased at their request is said to be, with the day.
    const named = erased
      ? withKeptEntry(form, guest, erased.kept)
      : withErasureDays(form, await this.requestsByGuest(id, guest));
    const scope = subjectScopeOf(named, consents, guest);
    const holders = guest === 'main';
    const nameOf = guestNamerOf(named, locale);
    // Person by person as the host sees them (the holder first), each one's in its own order.
    const ours = <T extends { guest?: string | null }>(records: T[]): T[] =>
      byGuestPlace(
        form,
        records.filter((record) => scope.includes(record.guest)),
      );
    const kindOf = new Map(files.map((file: GuestDocument) => [file.id, file.kind]));
    // The views of an adult companion's documents are theirs too.
    const theirs = new Set(files.filter((file) => !scope.includes(file.guest)).map((f) => f.id));
    const own = new Set(ours(files).map((file) => file.id));
    const inFormOrder = [...files].sort((one, other) => fileRank(one.kind) - fileRank(other.kind));
    return {
      generatedAt: now.toISOString(),
      controller: {
        name: target.company.name,
        phone: target.company.phone,
        email: target.company.email,
        website: target.company.website,
      },
      // The holder first, as a person reads about themselves; then the stay, then the rest.
      form: inReadingOrder(
        withNationalities(formWithoutKeys(erased ? erasedEntryOf(erased) : scope.form)),
      ),
      aboutOtherGuests: translate(locale, holders ? 'dataCopy.otherGuests' : 'dataCopy.ownOnly'),
      stay: {
        reservationId: id,
        property: target.residence.name,
        address: propertyAddressOf(target),
        checkIn: target.reservation.checkIn,
        checkOut: target.reservation.checkOut,
        status: translate(
          locale,
          `dataCopy.status.${reservationStatusName(target.reservation.status)}`,
        ),
        source: details.source,
      },
      // What the host typed is the holder's; a companion's copy has no such section (walk57).
      enteredByHost: holders
        ? { name: details.guestName, email: details.guestEmail, phone: details.guestPhone }
        : null,
      files: ours(inFormOrder).map((file) => ({
        guest: nameOf(file.guest),
        kind: file.kind,
        mime: file.mime,
        bytes: file.bytes,
        sha256: file.sha256,
        uploadedAt: file.uploadedAt.toISOString(),
      })),
      consents: ours(consents).map((consent) => ({
        guest: nameOf(consent.guest),
        kind: consent.kind,
        termsVersion: consent.termsVersion,
        acceptedAt: consent.acceptedAt.toISOString(),
      })),
      documentViews: views
        // A companion's: only the views of their own files.
        .filter((view) => (holders ? !theirs.has(view.documentId) : own.has(view.documentId)))
        .map((view) => ({
          kind: kindOf.get(view.documentId) ?? null,
          viewer: view.viewerName,
          viewedAt: view.viewedAt.toISOString(),
        })),
      // Those sent to this guest (filed by whom, not by an equal address or phone).
      messages: messages
        .filter((message) => message.recipient === guest)
        .map((message) => ({
          channel: message.channel,
          template: message.template,
          destination: message.destination,
          status: message.status,
          attemptedAt: message.attemptedAt.toISOString(),
        })),
      requests: requests.map((request) => {
        // The request this copy answers is answered by its sending, now.
        const sending = request.id === answering;
        const outcome = sending ? { ...request.outcome, copySentAt: now.toISOString() } : null;
        return {
          kind: request.kind,
          status: sending ? 'answered' : request.status,
          requestedAt: request.requested_at.toISOString(),
          // No note (a copy sent, a companion's erasure, or erased with the data): what was
          // done answers it.
          answer: request.answer ?? recordedOutcomeWords(locale, outcome ?? request.outcome),
          answeredAt: iso(sending ? now : request.answered_at),
        };
      }),
      cpfChecks: ours(cpfChecks).map((check) => ({
        guest: nameOf(check.guest),
        status: check.status,
        situation: check.situation,
        nameMatches: check.name_matches,
        birthDateMatches: check.birth_date_matches,
        checkedAt: check.checked_at.toISOString(),
      })),
      fnrh: fnrh
        ? {
            fnrhReservationId: fnrh.reserva_id,
            guests: ours(fnrh.guests).map(({ guest, hospedeId }) => ({
              guest: nameOf(guest),
              fnrhGuestId: hospedeId,
            })),
            precheckinLink: fnrh.precheckin_link,
            checkedInAt: iso(fnrh.checked_in_at),
            checkedOutAt: iso(fnrh.checked_out_at),
            cancelledAt: iso(fnrh.cancelled_at),
          }
        : null,
      identityChecks: ours(identity).map((evidence) => ({
        ...identityCheckOf(evidence, erased?.erasedAt),
        guest: nameOf(evidence.guest),
      })),
      accessLog: ours(sessions).map((session) => ({
        guest: nameOf(session.guest),
        ip: session.ip,
        firstAt: session.first_at.toISOString(),
        lastAt: session.last_at.toISOString(),
      })),
    };
  }

  /** The holder's copy: each companion's own requests, by their key (none for another copy). */
  private async requestsByGuest(reservationId: string, guest: string) {
    const byGuest = new Map<string, DataRequestRow[]>();
    if (guest !== 'main') return byGuest;
    for (const request of await this.requests.listOfReservation(reservationId))
      byGuest.set(request.guest, [...(byGuest.get(request.guest) ?? []), request]);
    return byGuest;
  }

  /** What is kept of an erased companion (their identity, until the retention date). */
  private async erased(
    reservationId: string,
    guest: string,
    requests: Parameters<typeof erasureDateOf>[0],
  ): Promise<ErasedCompanion> {
    const kept = await this.keptCompanions.ofGuest(reservationId, guest);
    return {
      kept: kept?.part ?? {},
      keptUntil: kept?.keepUntil ?? null,
      erasedAt: erasureDateOf(requests),
    };
  }
}

import { Injectable } from '@nestjs/common';
import type { FindPreviousDataRequest, ImportCodeChannel } from '@chegada/contracts';
import { RateLimiter, type RateLimit } from '../../../common';
import { GuestLinkService } from '../../link-access';
import { holdsDocument } from '../earlier-guest';
import { EarlierStays } from '../earlier-stays';
import { GuestDocumentIndexRepository } from '../guest-document-index.repository';
import { ImportSecrets } from '../import-secrets';
import { ImportSessionsStore } from '../import-sessions.store';

export type PreviousDataCandidate = {
  selectedGuestId: string;
  destinations: { channel: ImportCodeChannel; masked: string }[];
};

// Each lookup tries one document: a guest needs one or two, a script walking CPFs many.
const LOOKUPS_BY_IP: RateLimit = { name: 'import-lookup:ip', max: 20, windowSeconds: 10 * 60 };
const LOOKUPS_BY_RESERVATION: RateLimit = {
  name: 'import-lookup:reservation',
  max: 10,
  windowSeconds: 10 * 60,
};
const MAX_CANDIDATES = 3;

/**
 * A returning guest gives a document on the current reservation's link; the earlier stays of
 * the same host (account) where it was given come back as opaque handles with masked
 * destinations. An unknown document answers an empty list, as a known one with no stay would.
 */
@Injectable()
export class FindPreviousDataService {
  constructor(
    private readonly links: GuestLinkService,
    private readonly limiter: RateLimiter,
    private readonly secrets: ImportSecrets,
    private readonly index: GuestDocumentIndexRepository,
    private readonly stays: EarlierStays,
    private readonly sessions: ImportSessionsStore,
  ) {}

  async find(
    reservationId: string,
    request: FindPreviousDataRequest,
    ip: string,
  ): Promise<PreviousDataCandidate[]> {
    await this.limiter.consume(LOOKUPS_BY_IP, ip);
    const { reservation } = await this.links.resolve({ reservationId, source: request.source });
    await this.limiter.consume(LOOKUPS_BY_RESERVATION, reservationId);
    const { docType } = request;
    const stays = await this.index.findStays(
      reservation.accountId,
      this.secrets.documentHash(docType, request.doc),
      MAX_CANDIDATES + 1,
    );
    const earlier = stays.filter((entry) => entry.reservationId !== reservationId);
    // With no earlier stay, one stream is read all the same: an unknown document takes the
    // same steps as a known one, so the answer's timing hints at nothing.
    if (earlier.length === 0) await this.stays.guestOf(reservation.accountId, reservationId, '');
    const candidates: PreviousDataCandidate[] = [];
    for (const stay of earlier) {
      if (candidates.length === MAX_CANDIDATES) break;
      const guest = await this.stays.guestOf(reservation.accountId, stay.reservationId, stay.guest);
      if (!guest || !holdsDocument(guest.fields, docType, request.doc)) continue;
      if (guest.destinations.length === 0) continue;
      const selectedGuestId = await this.sessions.select({
        accountId: reservation.accountId,
        currentReservationId: reservationId,
        source: request.source,
        earlierReservationId: stay.reservationId,
        guest: stay.guest,
      });
      candidates.push({
        selectedGuestId,
        destinations: guest.destinations.map(({ channel, masked }) => ({ channel, masked })),
      });
    }
    return candidates;
  }
}

import { Injectable } from '@nestjs/common';
import type { KeptGuestIdentity, PersonalDataRemovalView } from '@chegada/contracts';
import { keptSubjectOf, PersonalDataVault, REMOVED } from '@chegada/personal-data';
import { ownedBy, ReservationStreamReader } from '../../reservation-stream';
import { KeptRecordsRepository } from './kept-records.repository';
import { PersonalDataRequestsRepository } from '../personal-data-requests.repository';

type KeptRecord = { guests?: KeptGuestIdentity[] };

/**
 * The guest's deletion as the host's review page shows it (issue 32): when it was carried out,
 * what went, and what is kept, why and until when, with the identity the host must keep.
 */
@Injectable()
export class PersonalDataRemovals {
  constructor(
    private readonly requests: PersonalDataRequestsRepository,
    private readonly kept: KeptRecordsRepository,
    private readonly vault: PersonalDataVault,
    private readonly reader: ReservationStreamReader,
  ) {}

  /** Null when no deletion was carried out; another account's reservation is NOT_FOUND. */
  async of(accountId: string, reservationId: string): Promise<PersonalDataRemovalView | null> {
    ownedBy(accountId)((await this.reader.state(reservationId)).state);
    const request = await this.requests.carriedOutDeletionOf(accountId, reservationId);
    // What went at once as answered; what waited for the stay's end, once it ended, beside it
    // with its day (walk61), as the guest's page and the host's list of requests say it.
    const answered = request?.outcome?.deletion;
    if (!request || !answered) return null;
    const completed = request.outcome?.completed ?? null;
    const deletion = completed?.deletion ?? answered;
    const kept = await this.kept.keptOf(accountId, reservationId);
    const record = kept
      ? await this.vault.open<KeptRecord>(keptSubjectOf(reservationId), kept.record)
      : REMOVED;
    return {
      requestId: request.id,
      // Kept as it was carried out; a deletion that kept nothing (removed before) by its answer.
      removedAt: (
        kept?.kept_at ??
        request.answered_at ??
        request.confirmed_at ??
        request.requested_at
      ).toISOString(),
      removed: answered.removed,
      atStayEnd: completed && {
        at: completed.at,
        removed: completed.deletion.removed.filter((part) => !answered.removed.includes(part)),
      },
      kept: deletion.kept,
      keptGuests: record === REMOVED ? [] : (record.guests ?? []),
    };
  }
}

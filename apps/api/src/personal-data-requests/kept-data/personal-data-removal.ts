import { Injectable } from '@nestjs/common';
import type { KeptGuestIdentity, PersonalDataRemovalView } from '@chegada/contracts';
import { keptSubjectOf, PersonalDataVault, REMOVED } from '@chegada/personal-data';
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
    private readonly vault: PersonalDataVault,
  ) {}

  async of(accountId: string, reservationId: string): Promise<PersonalDataRemovalView | null> {
    const request = await this.requests.carriedOutDeletionOf(accountId, reservationId);
    const deletion = request?.outcome?.deletion;
    if (!request || !deletion) return null;
    const kept = await this.requests.keptOf(accountId, reservationId);
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
      removed: deletion.removed,
      kept: deletion.kept,
      keptGuests: record === REMOVED ? [] : (record.guests ?? []),
    };
  }
}

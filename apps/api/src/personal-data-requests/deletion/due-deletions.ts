import { Injectable, Logger } from '@nestjs/common';
import { systemCommandContext } from '../../common';
import { guestFormView } from '../../guest-form';
import { ReservationStreamReader } from '../../reservation-stream';
import { dateInBrazil, RetentionClock } from '../../retention';
import { guestEmailOf } from '../guest-email';
import {
  PersonalDataRequestsRepository,
  type DataRequestRow,
} from '../personal-data-requests.repository';
import { CompanionDataDeletion } from './companion-data-deletion';
import { CompletionEmails } from './completion-email';
import { GuestDataDeletion } from './guest-data-deletion';

export type DueDeletionsCounts = { completed: number; failed: number };

/**
 * A deletion asked before the stay's end completes by itself once the checkout date comes
 * (issue 32): what waited for the stay (contact, documents, the form) is shredded, the identity
 * data is kept for the host's retention period. A completed request is answered, so a second
 * run finds nothing; one that fails stays open and is tried again at the next run.
 */
@Injectable()
export class DueDeletions {
  private readonly logger = new Logger('DataRequests');

  constructor(
    private readonly clock: RetentionClock,
    private readonly requests: PersonalDataRequestsRepository,
    private readonly reservations: ReservationStreamReader,
    private readonly deletion: GuestDataDeletion,
    private readonly companions: CompanionDataDeletion,
    private readonly completions: CompletionEmails,
  ) {}

  async run(): Promise<DueDeletionsCounts> {
    const now = this.clock.now();
    const due = await this.requests.deletionsDueAtCheckout(dateInBrazil(now));
    const counts = await this.complete(due, now);
    this.logger.log({ due: due.length, ...counts }, 'Deletions due at checkout run');
    return counts;
  }

  /** The host finished the stay's checkout: its pending deletions run now, not at its date. */
  async runAtFinish(reservationId: string): Promise<DueDeletionsCounts> {
    return this.complete(await this.requests.pendingDeletionsOf(reservationId), this.clock.now());
  }

  private async complete(due: DataRequestRow[], now: Date): Promise<DueDeletionsCounts> {
    const counts: DueDeletionsCounts = { completed: 0, failed: 0 };
    for (const request of due) {
      // A companion's deletion waits for the host, who confirms it is them, before anything.
      if (request.guest !== 'main' && !request.outcome?.deletion) continue;
      try {
        const { reservation, state } = await this.reservations.load(
          request.reservation_id,
          request.account_id,
          guestFormView,
        );
        const context = systemCommandContext(request.account_id, 'data-requests', now);
        const target = { reservation, state };
        // The holder's address is the reservation's, which her deletion shreds: read it first.
        const holderEmail = request.guest === 'main' ? (guestEmailOf(target)?.to ?? null) : null;
        const deletion =
          request.guest === 'main'
            ? await this.deletion.run(target, context, now, true)
            : await this.companions.run(target, request, context, now, true);
        // What was carried out first (a companion's erasure, or what went of the holder's at
        // once) stays as it was told; what went now is dated beside it (walk59), so her page
        // says what went when. A request with nothing carried out yet takes this outcome.
        const outcome = request.outcome?.deletion
          ? { ...request.outcome, completed: { at: now.toISOString(), deletion } }
          : { ...request.outcome, deletion };
        await this.requests.recordOutcome(request.id, outcome, true);
        // Asked (the holder's) or answered (a companion's) before the stay's end: the guest is
        // told when the rest went, once.
        if (request.guest === 'main' || request.status === 'answered')
          await this.completions.send(request, deletion, holderEmail, now);
        counts.completed += 1;
      } catch (error) {
        counts.failed += 1;
        const reason = error instanceof Error ? error.message : String(error);
        this.logger.warn({ requestId: request.id, reason }, 'Deletion at checkout failed');
      }
    }
    return counts;
  }
}

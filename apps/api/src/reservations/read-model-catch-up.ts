import { Injectable } from '@nestjs/common';
import type { ReservationListSchema } from '@chegada/projections';
import { TablesRepository } from '../infrastructure';

/** How long a command's answer waits for the list to show it; past that it answers anyway. */
const CATCH_UP_LIMIT_MS = 3000;
/** Locally the projection applies at once; another process polls every 100–200 ms. */
const CHECK_EVERY_MS = 20;

/**
 * Read-your-writes for the host's screens: the reservation list is a projection, behind the
 * event log by a moment (docs/architecture.md). A command answers only once the list holds
 * the revision it wrote, so the client's refetch, started by the answer, reads the new state.
 */
@Injectable()
export class ReadModelCatchUp extends TablesRepository<ReservationListSchema> {
  async reservationAt(reservationId: string, revision: number): Promise<boolean> {
    const deadline = Date.now() + CATCH_UP_LIMIT_MS;
    for (;;) {
      if (await this.holds(reservationId, revision)) return true;
      // A projection that is stopped or parked this event: the answer must not hang on it.
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
    }
  }

  private async holds(reservationId: string, revision: number): Promise<boolean> {
    const held = await this.findValue('reservation_list', 'revision', { id: reservationId });
    return held !== undefined && held >= revision;
  }
}

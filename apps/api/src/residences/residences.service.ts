import { Injectable } from '@nestjs/common';
import type { ResidenceRequest, ResidencesQuery } from '@chegada/contracts';
import { SubscriptionGate } from '../subscription-gate';
import { type AuthenticatedUser, AppError } from '../common';
import { LocksService } from '../locks';
import { OpenReservations } from '../reservations';
import { toRecord, type Residence } from './residence-view';
import { ResidencesRepository, type ResidencesPage } from './residences.repository';

/**
 * The properties of the caller's account (its store owner's and sub-users' alike); another
 * account's are unknown (404).
 */
@Injectable()
export class ResidencesService {
  constructor(
    private readonly residences: ResidencesRepository,
    private readonly openReservations: OpenReservations,
    private readonly locks: LocksService,
    private readonly gate: SubscriptionGate,
  ) {}

  list(caller: AuthenticatedUser, query: ResidencesQuery): Promise<ResidencesPage> {
    return this.residences.list(caller.accountId, query);
  }

  async get(caller: AuthenticatedUser, id: string): Promise<Residence> {
    const residence = await this.residences.find(caller.accountId, id);
    if (!residence) throw new AppError('NOT_FOUND');
    return residence;
  }

  async create(caller: AuthenticatedUser, request: ResidenceRequest): Promise<Residence> {
    await this.gate.assertMayCreate(caller.accountId);
    const created = await this.residences.create(caller.accountId, toRecord(request));
    if ('limitReached' in created) {
      throw new AppError('PROPERTY_LIMIT_REACHED', [], { limit: created.limitReached });
    }
    return created;
  }

  async update(
    caller: AuthenticatedUser,
    id: string,
    request: ResidenceRequest,
  ): Promise<Residence> {
    const updated = await this.residences.update(caller.accountId, id, toRecord(request));
    if (!updated) throw new AppError('NOT_FOUND');
    return updated;
  }

  // Archived rather than deleted: reservations (event-sourced) keep naming the property.
  async delete(caller: AuthenticatedUser, id: string): Promise<void> {
    const archived = await this.residences.archive(caller.accountId, id, (within) =>
      this.openReservations.count(caller.accountId, id, within),
    );
    if (archived === false) throw new AppError('NOT_FOUND');
    if (archived !== true) {
      throw new AppError('RESIDENCE_HAS_OPEN_RESERVATIONS', [], {
        count: archived.openReservations,
      });
    }
  }

  /** One of the account's TTLock locks opens the property (null: none). */
  async setLock(caller: AuthenticatedUser, id: string, lockId: string | null) {
    if (
      lockId !== null &&
      !(await this.locks.locks(caller.accountId)).some((lock) => lock.lockId === lockId)
    )
      throw new AppError('VALIDATION_FAILED', [{ field: 'lockId', key: 'locks.unknownLock' }]);
    if (!(await this.residences.setLock(caller.accountId, id, lockId)))
      throw new AppError('NOT_FOUND');
    return { residenceId: id, lockId, usesTTLock: lockId !== null };
  }
}

import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { isDomainError } from '@chegada/domain';
import { keptSubjectOf, PersonalDataVault, requesterEmailSubjectOf } from '@chegada/personal-data';
import type { RetentionCounts, RetentionDryRun, RetentionItem } from '@chegada/contracts';
import { AccessLogRepository } from '../../access-log';
import { AccountErasure } from '../../accounts';
import { systemCommandContext } from '../../common';
import { GuestDataRemoval } from '../../guest-form';
import { BiometricDataRemoval } from '../../identity';
import { ReadModelCatchUp, ReservationCommands } from '../../reservations';
import { RetentionClock } from '../retention-clock';
import { dateInBrazil } from '../retention-period';
import { RetentionPlanRepository } from './retention-plan.repository';
import { RetentionRunsRepository } from './retention-runs.repository';

type Plan = {
  items: RetentionItem[];
  /** Cancelled accounts with guests' data or rows of their own to remove. */
  cancelledAccounts: number;
  /** Of those, the accounts whose own rows go (the owner's, the company, the properties…). */
  erased: string[];
  accessLogs: number;
  kept: string[];
};

const countsOf = (plan: Plan): RetentionCounts => ({
  biometric: plan.items.filter((item) => item.rule === 'biometric').length,
  personalData: plan.items.filter((item) => item.rule !== 'biometric').length,
  cancelledAccounts: plan.cancelledAccounts,
  accessLogs: plan.accessLogs,
  keptRecords: plan.kept.length,
});

/**
 * The retention rules (issue 32) at the clock's moment: each run finds what is due and removes
 * it, reusing the removals that exist (the reservation's key, its documents and uploads; the
 * biometric key, frames and descriptors), and is logged with its counts. What is gone is never
 * found again, so a second run removes nothing; a dry run lists and changes nothing.
 */
@Injectable()
export class RetentionRun {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly clock: RetentionClock,
    private readonly plans: RetentionPlanRepository,
    private readonly runs: RetentionRunsRepository,
    private readonly accessLogs: AccessLogRepository,
    private readonly commands: ReservationCommands,
    private readonly readModel: ReadModelCatchUp,
    private readonly guestData: GuestDataRemoval,
    private readonly biometric: BiometricDataRemoval,
    private readonly vault: PersonalDataVault,
    private readonly accounts: AccountErasure,
  ) {}

  /** What a run now would remove; logged as a dry run. */
  async dryRun(): Promise<RetentionDryRun> {
    const id = randomUUID();
    const startedAt = this.clock.now();
    await this.runs.started(id, true, startedAt);
    const plan = await this.plan(startedAt);
    const counts = countsOf(plan);
    const items = await this.listed(plan);
    const finishedAt = this.clock.now();
    await this.runs.finished(id, counts, finishedAt);
    return this.report(id, true, startedAt, finishedAt, counts, items);
  }

  /** Removes what is due; the counts of what went (the repeatable job). */
  async run(): Promise<RetentionCounts> {
    return (await this.runListed()).counts;
  }

  /**
   * Removes what is due, logged once, and lists each stay it erased as a dry run lists them:
   * named before the removal, while the read model still holds the guest's name.
   */
  async runListed(): Promise<RetentionDryRun> {
    const id = randomUUID();
    const now = this.clock.now();
    await this.runs.started(id, false, now);
    try {
      const plan = await this.plan(now);
      const items = await this.listed(plan);
      for (const item of plan.items) await this.apply(item, now);
      for (const reservationId of plan.kept) await this.forgetKept(reservationId);
      // After their stays' data, so a failed run finds the account again.
      for (const accountId of plan.erased) await this.accounts.erase(accountId, now);
      const accessLogs = await this.accessLogs.deleteEndedBefore(this.plans.accessLogCutoff(now));
      const counts = { ...countsOf(plan), accessLogs };
      const finishedAt = this.clock.now();
      await this.runs.finished(id, counts, finishedAt);
      this.logger.log({ runId: id, ...counts }, 'Retention run finished');
      return this.report(id, false, now, finishedAt, counts, items);
    } catch (error) {
      await this.runs.failed(id, error instanceof Error ? error.message : String(error), now);
      throw error;
    }
  }

  private async listed(plan: Plan): Promise<RetentionDryRun['items']> {
    const stays = await this.plans.staysOf(plan.items.map((item) => item.reservationId));
    return plan.items.map((item) => ({ ...item, stay: stays.get(item.reservationId) ?? null }));
  }

  private report(
    id: string,
    dryRun: boolean,
    startedAt: Date,
    finishedAt: Date,
    counts: RetentionCounts,
    items: RetentionDryRun['items'],
  ): RetentionDryRun {
    const at = { startedAt: startedAt.toISOString(), finishedAt: finishedAt.toISOString() };
    return { id, dryRun, ...at, counts, items };
  }

  /** Each reservation once, under the widest rule that applies to it. */
  private async plan(now: Date): Promise<Plan> {
    const today = dateInBrazil(now);
    const cancelled = await this.plans.cancelledAccountsDue(now);
    const erased = await this.plans.cancelledAccountsToErase(now);
    const personal = await this.plans.personalDataDue(now);
    const biometric = await this.plans.biometricDue(today);
    const seen = new Set<string>();
    const items = [...cancelled, ...personal, ...biometric].filter((item) => {
      if (seen.has(item.reservationId)) return false;
      seen.add(item.reservationId);
      return true;
    });
    return {
      items,
      cancelledAccounts: new Set([...cancelled.map((item) => item.accountId), ...erased]).size,
      erased,
      accessLogs: await this.accessLogs.countEndedBefore(this.plans.accessLogCutoff(now)),
      kept: await this.plans.keptRecordsDue(now),
    };
  }

  /**
   * A guest's deletion kept the stay's identity data, and the adult companions' own data, for
   * the legal period: it has ended.
   */
  private async forgetKept(reservationId: string): Promise<void> {
    await this.vault.shred(keptSubjectOf(reservationId));
    await this.guestData.forgetCompanions(reservationId);
    await this.plans.forgetKept(reservationId);
    await this.forgetRequesterEmails(reservationId);
  }

  /**
   * The addresses companions typed for requests never closed, and the keys of their requests,
   * which would seal nothing once the address is gone (a closed request's key went with it).
   */
  private async forgetRequesterEmails(reservationId: string): Promise<void> {
    const subjects = (await this.plans.companionRequestsOf(reservationId)).map(
      requesterEmailSubjectOf,
    );
    const keys = await this.vault.keysOf(subjects);
    for (const subject of subjects) if (keys.get(subject)) await this.vault.shred(subject);
    await this.plans.forgetRequesterEmails(reservationId);
  }

  private async apply(item: RetentionItem, now: Date): Promise<void> {
    if (item.rule !== 'biometric') await this.expirePersonalData(item, now);
    await this.biometric.remove(item.reservationId);
  }

  /**
   * Records the removal in the reservation's stream (the read models drop the guest's fields)
   * and shreds its key and documents, as the host's "remove sensitive data" does.
   */
  private async expirePersonalData(item: RetentionItem, now: Date): Promise<void> {
    const { reservationId, accountId } = item;
    try {
      const { revision } = await this.commands.execute(
        'ExpirePersonalData',
        { reservationId },
        systemCommandContext(accountId, 'retention', now),
      );
      // The plan reads the list: the run ends once the list shows the removal, so the next run
      // (a retry, the admin's, tomorrow's) neither finds nor counts this stay again.
      await this.readModel.reservationAt(reservationId, revision);
    } catch (error) {
      // Removed before (by the host, or a run the read model had not caught up with). The
      // companions a holder's deletion kept then go at their own time (forgetKept): only
      // their biometric data, kept with them (issue 32), made the stay due here.
      if (!isDomainError(error) || error.code !== 'SENSITIVE_DATA_ALREADY_REMOVED') throw error;
      return this.guestData.complete(reservationId);
    }
    await this.guestData.complete(reservationId);
    // The companions a holder's deletion kept under their own keys go with the stay's data.
    await this.guestData.forgetCompanions(reservationId);
    await this.forgetRequesterEmails(reservationId);
  }
}

import { createHmac, hkdfSync } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { resolveMasterKey } from '@chegada/personal-data';
import type { CpfCheckFailure, ReservationCpfChecks } from '@chegada/contracts';
import { normalizeCpf } from '@chegada/domain';
import { CreditTransactionsRepository } from '../../credits';
import { ReservationStreamReader } from '../../reservation-stream';
import { guestFormView } from '../../reservations';
import { CpfChecksRepository, type CpfCheckRecord } from './cpf-checks.repository';
import { cpfVerdict } from './cpf-verdict';
import { SERPRO_CLIENT } from './serpro.provider';
import { SerproFailed, type SerproClient } from './serpro.client';

type Person = { guest: string; cpf: string; name: string; birthDate: string | null };
type FormGuest = { key?: unknown; cpf?: unknown; name?: unknown; birthDate?: unknown };

/** Our credentials refused, Serpro busy, or no answer at all. */
const failureOf = (status: number | null): CpfCheckFailure =>
  status === 401 || status === 403 ? 'credentials' : status === 429 ? 'busy' : 'no-answer';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The guests of a form who gave a CPF: the main guest and each companion with a key. */
const peopleOf = (form: Record<string, unknown>): Person[] => {
  const companions = Array.isArray(form.additionalGuests)
    ? (form.additionalGuests as FormGuest[])
    : [];
  return [
    {
      guest: 'main',
      cpf: text(form.cpf),
      name: text(form.name),
      birthDate: text(form.birthDate) || null,
    },
    ...companions.flatMap((companion) =>
      typeof companion.key === 'string'
        ? [
            {
              guest: companion.key,
              cpf: text(companion.cpf),
              name: text(companion.name),
              birthDate: text(companion.birthDate) || null,
            },
          ]
        : [],
    ),
  ].flatMap((person) => {
    const cpf = normalizeCpf(person.cpf);
    return cpf.length === 11 && person.name ? [{ ...person, cpf }] : [];
  });
};

/**
 * Issue 32: on a submission each guest's CPF, name and birth date are checked against the
 * Receita's register through Serpro, paid by the account's credits while billing is on; with
 * no Serpro contract, or no credits, the check is skipped and recorded so the review says so.
 * The guest never waits for it (the worker runs it) and it never refuses anyone.
 */
@Injectable()
export class CpfChecks {
  private readonly logger = new Logger('CpfCheck');
  private hashKey: Buffer | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(SERPRO_CLIENT) private readonly serpro: SerproClient | null,
    private readonly checks: CpfChecksRepository,
    private readonly credits: CreditTransactionsRepository,
    private readonly reader: ReservationStreamReader,
  ) {}

  /**
   * Checks each guest not checked yet (or whose check failed, or whose CPF, name or birth date
   * changed); answers whether one of them failed, which the worker tries again with backoff.
   */
  async checkReservation(reservationId: string, only?: string): Promise<{ failed: boolean }> {
    const { state, reservation } = await this.reader.loadForLink(reservationId, guestFormView);
    const done = await this.checks.ofReservation(reservationId);
    let failed = false;
    for (const person of peopleOf(state.form)) {
      if (only !== undefined && person.guest !== only) continue;
      const subject = this.subjectOf(person);
      const previous = done.find((check) => check.guest === person.guest);
      if (previous?.subject === subject && previous.status !== 'failed') continue;
      const check = await this.check(reservation.accountId, reservationId, person, subject);
      failed ||= check.status === 'failed';
      await this.checks.save(reservationId, check);
    }
    return { failed };
  }

  /** The host's "Check again": the failed checks of one of their reservations, at once. */
  async checkAgain(accountId: string, reservationId: string): Promise<ReservationCpfChecks> {
    // Another account's reservation: 404, as an unknown id.
    await this.reader.load(reservationId, accountId, guestFormView);
    await this.checkReservation(reservationId);
    return this.ofReservation(accountId, reservationId);
  }

  async ofReservation(accountId: string, reservationId: string): Promise<ReservationCpfChecks> {
    // Another account's reservation: 404, as an unknown id.
    await this.reader.load(reservationId, accountId, guestFormView);
    const guests = await this.checks.ofReservation(reservationId);
    return {
      configured: this.serpro !== null,
      guests: guests.map(({ subject: _subject, ...check }) => check),
    };
  }

  private async check(
    accountId: string,
    reservationId: string,
    person: Person,
    subject: string,
  ): Promise<CpfCheckRecord> {
    const base = {
      guest: person.guest,
      subject,
      situation: null,
      nameMatches: null,
      birthDateMatches: null,
      failure: null,
    };
    if (!this.serpro) return { ...base, status: 'off' };
    if (!(await this.paid(accountId, reservationId, person.guest, subject)))
      return { ...base, status: 'no-credits' };
    try {
      const record = await this.serpro.lookUp(person.cpf);
      if (!record) return { ...base, status: 'not-found' };
      return { ...base, status: 'checked', ...cpfVerdict(record, person) };
    } catch (error) {
      if (!(error instanceof SerproFailed)) throw error;
      this.logger.warn(`CPF of ${reservationId}/${person.guest} not checked: ${error.message}`);
      return { ...base, status: 'failed', failure: failureOf(error.status) };
    }
  }

  /** Drawn once per guest and subject while billing is on; free without a billing provider. */
  private async paid(accountId: string, reservationId: string, guest: string, subject: string) {
    const price = this.config.CREDITS_CPF_CHECK_CENTAVOS;
    if (this.config.BILLING_PROVIDER === 'none' || price === 0) return true;
    const drawn = await this.credits.draw({
      accountId,
      amount: price,
      usageKey: `cpf-check:${reservationId}:${guest}:${subject.slice(0, 16)}`,
      description: 'CPF · Receita Federal',
    });
    return drawn === 'drawn';
  }

  /** A keyed hash of what is checked: a CPF is never kept in the clear, nor guessable from it. */
  private subjectOf(person: Person): string {
    return createHmac('sha256', this.key)
      .update(`${person.cpf}|${person.name}|${person.birthDate ?? ''}`)
      .digest('hex');
  }

  private get key(): Buffer {
    this.hashKey ??= Buffer.from(
      hkdfSync(
        'sha256',
        resolveMasterKey(this.config.DATA_ENCRYPTION_KEY),
        'chegada',
        'cpf-check',
        32,
      ),
    );
    return this.hashKey;
  }
}

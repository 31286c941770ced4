import { Inject, Injectable } from '@nestjs/common';
import {
  companionsOf,
  formatCpf,
  isDomainError,
  phoneE164,
  ReservationStatus,
} from '@chegada/domain';
import type { DeletionOutcome } from '@chegada/contracts';
import { PersonalDataVault, keptSubjectOf } from '@chegada/personal-data';
import { systemCommandContext, type CommandContext } from '../../common';
import { FILE_STORE, type FileStore } from '@chegada/storage';
import { GuestDataRemoval, GuestDocumentsRepository, type GuestLinkTarget } from '../../guest-form';
import { BiometricDataRemoval } from '../../identity';
import type { KeptCompanion } from '../../reservation-stream';
import { RemoveSensitiveDataHandler, ReservationCommands } from '../../reservations';
import { RetentionSettingsRepository } from '../../retention';
import { KeptRecordsRepository } from '../kept-data/kept-records.repository';
import { PersonalDataRequestsRepository } from '../personal-data-requests.repository';
import {
  completedOutcome,
  deferredOutcome,
  keptHolderNameOf,
  keptIdentityOf,
  keptUntil,
  stayIsOver,
} from './kept-identity';
import { holderScopeOf, type HolderScope } from '../data-copy/holder-scope';
import { GuestFilesRemoval } from './guest-files-removal';
import { MessageCopiesRepository } from './message-copies.repository';
import { StayEnds } from './stay-ends';

type Guest = Record<string, unknown>;

const keyOf = (guest: Guest): string | null => (typeof guest.key === 'string' ? guest.key : null);

/**
 * The adult companions of a holder's deletion: every companion but the minors the holder
 * consented for as guardian (the data copy's scope). Their part is theirs and is kept.
 */
const keptCompanionsOf = (form: Guest, scope: HolderScope): KeptCompanion[] =>
  companionsOf(form).flatMap((part, position) => {
    const guestKey = keyOf(part);
    return guestKey && !scope.includes(guestKey) ? [{ guestKey, position, part }] : [];
  });

/** What a deletion reads of the stay: its state and the guest's form. */
export type DeletionTarget = Pick<GuestLinkTarget, 'reservation' | 'state'>;

/**
 * The holder's (and the minors in their care) name, CPF, e-mail and phone in the forms a copy
 * of a message may hold them.
 */
const needlesOf = ({ details, form }: DeletionTarget['state'], scope: HolderScope): string[] => {
  const guests = [form, ...companionsOf(form).filter((guest) => scope.includes(keyOf(guest)))];
  const values = [
    details.guestName,
    details.guestEmail,
    details.guestPhone,
    details.guestPhoneE164,
    ...guests.flatMap((guest) => [guest.name, guest.email, guest.phone, guest.cpf]),
  ];
  return needlesOfValues(values);
};

/** Each value as a copy of a message may hold it: a CPF with and without its dots, a phone in E.164. */
export const needlesOfValues = (values: readonly unknown[]): string[] =>
  values
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .flatMap((value) => {
      const digits = value.replace(/\D/g, '');
      const e164 = phoneE164(value);
      return [
        value,
        ...(digits.length === 11 ? [formatCpf(digits), digits] : []),
        ...(e164 ? [e164] : []),
      ];
    });

/**
 * A guest's deletion (LGPD art. 18 VI), with what no legal duty keeps crypto-shredded at once
 * by the shredders that exist: the biometric key always; once the stay is over, the
 * reservation's key (RemoveSensitiveData: contact, form, documents), after the stay's identity
 * data the host must keep is sealed again under a key of its own until the retention ends.
 */
@Injectable()
export class GuestDataDeletion {
  constructor(
    private readonly vault: PersonalDataVault,
    private readonly biometric: BiometricDataRemoval,
    private readonly commands: ReservationCommands,
    private readonly removal: RemoveSensitiveDataHandler,
    private readonly requests: PersonalDataRequestsRepository,
    private readonly kept: KeptRecordsRepository,
    private readonly messageCopies: MessageCopiesRepository,
    private readonly retention: RetentionSettingsRepository,
    private readonly documents: GuestDocumentsRepository,
    private readonly guestData: GuestDataRemoval,
    private readonly files: GuestFilesRemoval,
    private readonly stayEnds: StayEnds,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  /**
   * What a deletion asked now would do, with its dates (issue 32): at once for a stay that is
   * over (the host finished its checkout, or its checkout date passed), the identity data kept
   * until the stay's end plus the host's retention; else what waits for the stay's end.
   */
  async preview(target: DeletionTarget, now: Date): Promise<DeletionOutcome> {
    const { reservation } = target;
    const fnrhReservaId = await this.kept.fnrhReservaOf(reservation.reservationId);
    if (reservation.sensitiveDataRemoved)
      return completedOutcome(await this.kept.keptUntil(reservation.reservationId), fnrhReservaId);
    const { personalDataMonths } = await this.retention.find(reservation.accountId);
    if (!stayIsOver(reservation, now))
      return deferredOutcome(reservation, personalDataMonths, fnrhReservaId);
    const until = keptUntil(await this.stayEnds.dateOf(reservation), personalDataMonths);
    return completedOutcome(until, fnrhReservaId);
  }

  /**
   * `checkoutReached`: the stay's checkout date has come (the due-deletions job), so the rest
   * goes now whatever the status says (hosts often never press "finish checkout").
   */
  async run(
    target: DeletionTarget,
    context: CommandContext,
    now: Date,
    checkoutReached = false,
  ): Promise<DeletionOutcome> {
    const { reservation } = target;
    const id = reservation.reservationId;
    const fnrhReservaId = await this.kept.fnrhReservaOf(id);
    const form = target.state.form;
    const scope = holderScopeOf(form, await this.documents.consentsOfReservation(id));
    const companions = keptCompanionsOf(form, scope);
    const own = ['main', ...companionsOf(form).map(keyOf)].filter(
      (guest): guest is string => guest !== null && scope.includes(guest),
    );
    await this.removeBiometric(id, own, companions);
    const settings = await this.retention.find(reservation.accountId);
    if (!checkoutReached && !stayIsOver(reservation, now))
      return deferredOutcome(reservation, settings.personalDataMonths, fnrhReservaId);
    if (!reservation.sensitiveDataRemoved) {
      const record = keptIdentityOf(form, reservation);
      const end = await this.stayEnds.dateOf(reservation);
      const keepUntil = keptUntil(end, settings.personalDataMonths);
      await this.kept.keep({
        reservation_id: id,
        account_id: reservation.accountId,
        record: await this.vault.seal(keptSubjectOf(id), record),
        holder_name: keptHolderNameOf(record),
        keep_until: keepUntil,
      });
      // The adult companions' data is theirs: sealed again under their own keys first.
      await this.guestData.keepCompanions(reservation, companions, keepUntil);
      const adults = companions.map((companion) => companion.guestKey);
      await this.files.setFramesApart(id, adults);
      await this.finishOverStay(target, context);
      await this.removeSensitiveData(target, context);
    }
    await this.requests.forgetAnswers(id);
    await this.messageCopies.forget(needlesOf(target.state, scope));
    // Removed earlier by the host ("remove sensitive data"): nothing was kept then.
    return completedOutcome(await this.kept.keptUntil(id), fnrhReservaId);
  }

  /**
   * The biometric data of the holder and the minors in their care: the biometric key, the
   * liveness frames, the face descriptors and matches, and the selfies (a face is biometric data,
   * whatever the stay still needs of the documents). The key is the whole stay's: with adult
   * companions on it, whose own are kept as the rest of their part, theirs go one by one.
   */
  private async removeBiometric(
    reservationId: string,
    own: readonly string[],
    companions: readonly KeptCompanion[],
  ): Promise<void> {
    // The face matches' verdicts were drawn from their faces: they go with them.
    if (companions.length > 0) {
      for (const guest of own) await this.files.removeBiometric(reservationId, guest);
    } else {
      await this.biometric.remove(reservationId);
      const selfies = await this.documents.removeKind(reservationId, 'doc_selfie', own);
      await Promise.all(selfies.map((key) => this.store.remove(key)));
    }
    await this.guestData.removeFaceMatches(reservationId, own);
  }

  // An approved stay past its checkout date is over, whether or not the host pressed it. The
  // deletion finishes it, not a person's click: the system does, so FNRH is told the stay's own
  // checkout moment, whoever confirmed the deletion (the guest, the host, the job).
  private async finishOverStay(target: DeletionTarget, context: CommandContext): Promise<void> {
    const { reservationId, accountId, status } = target.reservation;
    if (status !== ReservationStatus.ENDED) return;
    const system = systemCommandContext(accountId, 'data-requests', new Date(context.occurredAt));
    await this.commands.execute('FinishCheckout', { reservationId, confirm: true }, system);
  }

  // A stay still waiting for the host when its checkout date came is not over by its status:
  // its data expires as the retention job expires it.
  private async removeSensitiveData(target: DeletionTarget, context: CommandContext) {
    const { reservationId, status } = target.reservation;
    const over = [ReservationStatus.ENDED, ReservationStatus.CANCELED].includes(status as never);
    try {
      if (over || status === ReservationStatus.CHECKOUT_FINISHED)
        await this.removal.execute(reservationId, context);
      else await this.commands.execute('ExpirePersonalData', { reservationId }, context);
    } catch (error) {
      if (!isDomainError(error) || error.code !== 'SENSITIVE_DATA_ALREADY_REMOVED') throw error;
    }
    // The key, files and upload rows, whichever command recorded the removal (again: idempotent).
    await this.guestData.complete(reservationId);
  }
}

import { Injectable } from '@nestjs/common';
import { requireSelfieOf } from '@chegada/contracts';
import { planLinkDispatch, type ExistingReservation } from '@chegada/domain';
import { DoorCodeSeal } from '../../locks';
import { guestLinkChannelsOnCreation, SettingsService } from '../../settings';
import { KeptCompanionsRepository, ReservationStreamReader } from '../../reservation-stream';
import { guestFormView, type GuestFormFields } from '../guest-form-view';
import {
  ReservationReferencesRepository,
  type ResidenceReference,
} from '../reservation-references.repository';
import {
  reservationView,
  type ReservationDetails,
  type ReservationPage,
} from '../reservation-view';

/** One reservation of the account, read from its stream (so always current, never lagging). */
@Injectable()
export class ReservationDetailsService {
  constructor(
    private readonly stream: ReservationStreamReader,
    private readonly references: ReservationReferencesRepository,
    private readonly doorCodes: DoorCodeSeal,
    private readonly settings: SettingsService,
    private readonly keptCompanions: KeptCompanionsRepository,
  ) {}

  async of(reservationId: string, accountId: string): Promise<ReservationPage> {
    // The guest's answers too, unmasked: this is the host's review of what the guest sent.
    const loaded = await this.stream.load(reservationId, accountId, guestFormView);
    // An archived residence still names the reservations it had.
    const [residence, imported, settings] = await Promise.all([
      this.references.findResidence(accountId, loaded.reservation.residenceId, {
        includeArchived: true,
      }),
      this.references.imported(reservationId),
      this.settings.ofAccount(accountId),
    ]);
    return {
      ...reservationView(loaded.reservation, loaded.revision),
      importedFrom: imported?.from ?? null,
      importedId: imported?.id ?? null,
      // A companion's part is whole without a selfie when the host asks none (issue 29).
      requireSelfie: requireSelfieOf(settings),
      dataRemoval: loaded.reservation.sensitiveDataRemoved
        ? await this.dataRemovalOf(reservationId)
        : null,
      guestLinkDueAt:
        imported && residence
          ? await this.linkDueAt(loaded.reservation, loaded.state.details, residence)
          : null,
      ...loaded.state.details,
      form: await this.withKeptIdentities(reservationId, loaded.state.form),
      residence: residence
        ? {
            id: residence.id,
            name: residence.name,
            usesTTLock: residence.usesTTLock,
            dynamicPassword: residence.dynamicPassword,
            doorCode: this.doorCodes.open(residence.id, residence.doorCode),
            supportedLanguages: residence.supportedLanguages,
            timeZone: residence.timeZone,
            checkInTime: residence.checkInTime,
            checkOutTime: residence.checkOutTime,
            depositAmount: residence.depositAmount,
          }
        : null,
    };
  }

  /**
   * An adult companion erased at her own request shows the identity the host keeps for the
   * register (name, document, birth date, nationality), as it does once the holder's data is
   * erased too: one rule, whatever the holder does (walk57). Her place alone when none is kept.
   */
  private async withKeptIdentities(
    reservationId: string,
    form: GuestFormFields,
  ): Promise<GuestFormFields> {
    const companions = form.additionalGuests;
    if (!Array.isArray(companions)) return form;
    const placeOnly = (entry: unknown): entry is { key: string; dataErased: true } =>
      typeof entry === 'object' &&
      entry !== null &&
      (entry as Record<string, unknown>).dataErased === true &&
      Object.keys(entry).length === 2;
    if (!companions.some(placeOnly)) return form;
    const additionalGuests = await Promise.all(
      companions.map(async (entry: unknown) => {
        if (!placeOnly(entry)) return entry;
        const kept = await this.keptCompanions.ofGuest(reservationId, entry.key);
        return kept ? { ...kept.part, ...entry } : entry;
      }),
    );
    return { ...form, additionalGuests };
  }

  /** The last removal of the stay's personal data: the retention job's or the host's, and when. */
  private async dataRemovalOf(reservationId: string): Promise<ReservationPage['dataRemoval']> {
    const removal = (await this.stream.read(reservationId, 'left out')).findLast(
      (event) => event.type === 'SensitiveDataRemoved',
    );
    if (!removal) return null;
    const cause = removal.metadata.actorRole === 'SYSTEM' ? 'retention' : 'host';
    return { cause, at: removal.metadata.occurredAt };
  }

  /** The day the link's job waits for, decided as the job decides it (imported-guest-link). */
  private async linkDueAt(
    reservation: ExistingReservation,
    { guestEmail, guestPhone }: ReservationDetails,
    residence: ResidenceReference,
  ): Promise<string | null> {
    if (residence.guestLinkAutoSend !== 'days-before') return null;
    const settings = await this.settings.ofAccount(reservation.accountId);
    const plan = planLinkDispatch(
      { autoSend: residence.guestLinkAutoSend, daysBefore: residence.guestLinkDaysBefore },
      {
        status: reservation.status,
        checkIn: reservation.checkIn,
        checkInTime: residence.checkInTime,
        timeZone: residence.timeZone,
        channels: guestLinkChannelsOnCreation(settings, { email: guestEmail, phone: guestPhone }),
        // A link the host sent is in the delivery log the page shows beside it.
        alreadySent: false,
      },
      new Date(),
    );
    return plan.kind === 'wait' ? plan.dueAt.toISOString() : null;
  }
}

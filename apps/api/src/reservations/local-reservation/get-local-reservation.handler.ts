import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { guestFormView } from '../reservation-form-view';
import { ReservationCommandRunner } from '../reservation-command-runner';
import { ReservationReferencesRepository } from '../reservation-references.repository';
import { reservationView, type ReservationPage } from '../reservation-view';
import { GetLocalReservationQuery } from './get-local-reservation.query';

@QueryHandler(GetLocalReservationQuery)
export class GetLocalReservationHandler implements IQueryHandler<
  GetLocalReservationQuery,
  ReservationPage
> {
  constructor(
    private readonly reservations: ReservationCommandRunner,
    private readonly references: ReservationReferencesRepository,
  ) {}

  async execute({ reservationId, accountId }: GetLocalReservationQuery): Promise<ReservationPage> {
    // The guest's answers too, unmasked: this is the host's review of what the guest sent.
    const loaded = await this.reservations.load(reservationId, accountId, guestFormView);
    // An archived property still names the reservations it had.
    const residence = await this.references.findResidence(
      accountId,
      loaded.reservation.residenceId,
      { includeArchived: true },
    );
    return {
      ...reservationView(loaded.reservation, loaded.revision),
      ...loaded.state.details,
      form: loaded.state.form,
      residence: residence
        ? {
            id: residence.id,
            name: residence.name,
            usesTTLock: residence.usesTTLock,
            dynamicPassword: residence.dynamicPassword,
            supportedLanguages: residence.supportedLanguages,
            timeZone: residence.timeZone,
          }
        : null,
    };
  }
}

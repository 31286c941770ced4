import { Injectable } from '@nestjs/common';
import type { ExistingReservation } from '@chegada/domain';
import { AppError } from '../../common';
import { DoorCodes } from '../../locks';
import { ReservationStreamReader } from '../../reservation-stream';
import { type GuestFormState, guestFormView } from '../form-rules';
import {
  GuestLinksRepository,
  type GuestFormCompany,
  type GuestFormResidence,
} from './guest-links.repository';

/** The parts of a guest link: /p/formdata/:friendlyCode/:source/:id (friendlyCode optional). */
export type GuestLink = { reservationId: string; source: string; friendlyCode?: string };

export type GuestLinkTarget = {
  reservation: ExistingReservation;
  state: GuestFormState;
  revision: number;
  company: GuestFormCompany;
  residence: GuestFormResidence;
  /** The door code: the reservation's own first, else the lock's, else the property's. */
  passcode: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Resolves a token-less guest link. The reservation id is random (UUID v4) and the other parts
 * must match it; whichever part is wrong, the answer is the same 404, so a guess learns nothing.
 */
@Injectable()
export class GuestLinkService {
  constructor(
    private readonly reservations: ReservationStreamReader,
    private readonly links: GuestLinksRepository,
    private readonly doorCodes: DoorCodes,
  ) {}

  async resolve(link: GuestLink): Promise<GuestLinkTarget> {
    if (!UUID.test(link.reservationId)) throw new AppError('NOT_FOUND');
    const loaded = await this.reservations.loadForLink(link.reservationId, guestFormView);
    const { reservation } = loaded;
    if (loaded.state.details.source !== link.source || reservation.hidden)
      throw new AppError('NOT_FOUND');
    return this.withPlaces(reservation, loaded.state, loaded.revision, link.friendlyCode);
  }

  /** The host's own reservation (guestForm-admin): the account is the caller's. */
  async resolveForHost(reservationId: string, accountId: string): Promise<GuestLinkTarget> {
    if (!UUID.test(reservationId)) throw new AppError('NOT_FOUND');
    const loaded = await this.reservations.load(reservationId, accountId, guestFormView);
    return this.withPlaces(loaded.reservation, loaded.state, loaded.revision);
  }

  private async withPlaces(
    reservation: ExistingReservation,
    state: GuestFormState,
    revision: number,
    friendlyCode?: string,
  ): Promise<GuestLinkTarget> {
    const [company, residence, door] = await Promise.all([
      this.links.findCompanyOfAccount(reservation.accountId),
      this.links.findResidence(reservation.accountId, reservation.residenceId),
      this.doorCodes.of(reservation, state.details.dynamicPassword),
    ]);
    if (!company || !residence) throw new AppError('NOT_FOUND');
    if (friendlyCode !== undefined && friendlyCode.toLowerCase() !== company.friendlyCode)
      throw new AppError('NOT_FOUND');
    return { reservation, state, revision, company, residence, passcode: door.code };
  }
}

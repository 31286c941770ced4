import { Injectable } from '@nestjs/common';
import type { ArrivalGuide, NearbyPlaceView } from '@chegada/contracts';
import { phoneE164, ReservationStatus } from '@chegada/domain';
import { TablesRepository } from '../../infrastructure';
import { nearbyPlacesColumn, type ResidencesTables } from '../../residences';
import type { GuestLinkTarget } from '../link-access';

type GuideRow = {
  wifiNetwork: string | null;
  wifiPassword: string | null;
  parkingInstructions: string;
  nearbyPlaces: NearbyPlaceView[];
};

/** What the arrival guide reads of the property, beyond what the guest link already holds. */
@Injectable()
export class ArrivalGuideRepository extends TablesRepository<ResidencesTables> {
  /** The account's property: the link resolved both, so a stranger's property never comes. */
  findGuide(accountId: string, residenceId: string): Promise<GuideRow | undefined> {
    return this.db
      .selectFrom('residences')
      .select((eb) => [
        'wifi_network as wifiNetwork',
        'wifi_password as wifiPassword',
        'parking_instructions as parkingInstructions',
        nearbyPlacesColumn(eb),
      ])
      .where('id', '=', residenceId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
  }
}

/**
 * The arrival guide of an approved stay (issue 27), with the Wi-Fi password only once access is
 * `released`, on the rule that releases the door code; nothing before approval or after it.
 */
export const arrivalGuideOf = async (
  { reservation, company, residence }: GuestLinkTarget,
  released: boolean,
  guides: ArrivalGuideRepository,
): Promise<ArrivalGuide | null> => {
  if (reservation.status !== ReservationStatus.ENDED) return null;
  const row = await guides.findGuide(company.accountId, residence.id);
  if (!row) return null;
  return {
    wifiNetwork: row.wifiNetwork,
    wifiPassword: released ? row.wifiPassword : null,
    hasWifiPassword: row.wifiPassword !== null,
    parkingInstructions: row.parkingInstructions,
    hostPhoneE164: phoneE164(company.phone),
    nearbyPlaces: row.nearbyPlaces,
  };
};

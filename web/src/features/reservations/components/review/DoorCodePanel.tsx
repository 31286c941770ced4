import { ACCESS_RELEASE_HOURS } from '@chegada/contracts';
import { allowedFrom } from '@chegada/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSessionUser } from '../../../../lib/session/use-session';
import type { ReservationDetails } from '../../api/reservation-types';
import { DynamicPasswordDialog } from '../../forms/SmallCommandDialogs';
import { guestNameOf } from '../reservation-columns';
import { ReviewSection } from './Facts';

/**
 * The door code of a stay on a property without a smart lock: the reservation's own, else the
 * property's manual code, and when the guest gets it (the account's hours before check-in, as
 * the server releases it). A cancelled or finished stay shows no code and takes none.
 */
export const DoorCodePanel = ({ reservation }: { reservation: ReservationDetails }) => {
  const intl = useIntl();
  const hours =
    useSessionUser()?.company?.accessReleaseHoursBeforeCheckIn ?? ACCESS_RELEASE_HOURS.default;
  const [setting, setSetting] = useState(false);
  const { residence } = reservation;
  if (!residence) return null;
  // An erased stay takes no code, whatever its status (issue 32: the server refuses it too).
  const erased = reservation.sensitiveDataRemoved;
  const open = allowedFrom.UpdateDynamicPassword.includes(reservation.status) && !erased;
  const code = reservation.dynamicPassword ?? residence.doorCode;
  return (
    <ReviewSection id="door-code" titleId="locks.panel.doorTitle">
      {!open ? (
        <p role="status">
          <FormattedMessage id={erased ? 'locks.panel.erased' : 'locks.panel.closed'} />
        </p>
      ) : code ? (
        <>
          <p role="status">
            <FormattedMessage
              id="locks.panel.doorCode"
              values={{ code: <strong className="door-code">{code}</strong> }}
            />{' '}
            <FormattedMessage
              id={
                reservation.dynamicPassword
                  ? 'locks.panel.doorCodeOwn'
                  : 'locks.panel.doorCodeProperty'
              }
            />
          </p>
          <p>
            <FormattedMessage id="locks.panel.releasedAt" values={{ hours }} />
          </p>
        </>
      ) : (
        <p role="status">
          <FormattedMessage id="locks.panel.noDoorCode" />
        </p>
      )}
      {open ? (
        <div className="page-heading-actions">
          <button type="button" className="ui-button" onClick={() => setSetting(true)}>
            <FormattedMessage id="locks.panel.setCode" />
          </button>
        </div>
      ) : null}
      {setting ? (
        <DynamicPasswordDialog
          subject={{ ...reservation, residenceName: residence.name, timeZone: residence.timeZone }}
          guest={guestNameOf(intl, reservation)}
          doorCode
          onClose={() => setSetting(false)}
        />
      ) : null}
    </ReviewSection>
  );
};

import { FormattedMessage } from 'react-intl';
import { ACCOUNT_TIME_ZONE, browserZone } from '../../lib/i18n/format';
import './ui.css';

/**
 * "Dates in Brasília time.", said once on a screen whose dates read in the account's zone
 * (ACCOUNT_TIME_ZONE), and only when the browser is in another: a host in Lisbon could not
 * tell the dates were not their own (issue 32's walks). `zone`: the screen's zone when it is a
 * property's (a stay's review): "the property's time" unless the property is in Brasília.
 */
export const AccountZoneNote = ({ zone = ACCOUNT_TIME_ZONE }: { zone?: string }) =>
  browserZone() === zone ? null : (
    <p className="ui-zone-note">
      <FormattedMessage
        id={zone === ACCOUNT_TIME_ZONE ? 'ui.zone.brasiliaDates' : 'ui.zone.propertyDates'}
      />
    </p>
  );

import { FormattedMessage, useIntl } from 'react-intl';
import type { GuestFormPage } from '../api/guest-form-types';
import { GuideDoor, GuideFact, GuideSection, GuideWifi } from './ArrivalGuideAccess';
import { addressLine, geoUri, mapsUrl, placeLine, whatsappUrl } from './arrival-guide-links';
import { stayMoment } from './stay-moments';
import './arrival-guide.css';
import { PhoneNumber } from '../../../components/ui/PhoneNumber';
import { stayInstants } from '../../../lib/i18n/stay-instants';

type Props = { page: GuestFormPage };

/** The property's address with a link to a map: Google Maps, or the phone's own map app. */
const GuideAddress = ({ page }: Props) => {
  const address = addressLine(page.residence.address);
  if (!address) return null;
  return (
    <GuideSection title="guest.guide.address">
      <p className="arrival-guide-address">{address}</p>
      <p className="arrival-guide-links">
        <a href={mapsUrl(address)} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="guest.guide.openMap" />
        </a>
        <a className="arrival-guide-geo" href={geoUri(address)}>
          <FormattedMessage id="guest.guide.openMapApp" />
        </a>
      </p>
    </GuideSection>
  );
};

/** Check-in and check-out, as the property's clock reads them. */
const GuideTimes = ({ page }: Props) => {
  const intl = useIntl();
  const { timeZone } = page.residence;
  const stay = stayInstants(page, page.residence);
  const checkIn = stayMoment(intl, stay.checkIn, timeZone);
  const checkOut = stayMoment(intl, stay.checkout, timeZone);
  return (
    <GuideSection title="guest.guide.times">
      <dl className="arrival-guide-facts">
        <GuideFact term="guest.guide.checkIn">
          <FormattedMessage id="guest.guide.fromTime" values={checkIn} />
        </GuideFact>
        <GuideFact term="guest.guide.checkOut">
          <FormattedMessage id="guest.guide.untilTime" values={checkOut} />
        </GuideFact>
      </dl>
      <p className="arrival-guide-note">
        <FormattedMessage id="guest.guide.localTime" />
      </p>
    </GuideSection>
  );
};

/** Parking and the house rules, as the host wrote them. */
const GuideHouse = ({ page }: Props) => {
  const { parkingSpaces, houseRules } = page.residence;
  const parking = page.guide?.parkingInstructions ?? '';
  return (
    <>
      {parkingSpaces > 0 || parking ? (
        <GuideSection title="guest.guide.parking">
          {parkingSpaces > 0 ? (
            <p>
              <FormattedMessage id="guest.guide.parkingSpaces" values={{ count: parkingSpaces }} />
            </p>
          ) : null}
          {parking ? <p className="arrival-guide-text">{parking}</p> : null}
        </GuideSection>
      ) : null}
      {houseRules.trim() ? (
        <GuideSection title="guest.guide.houseRules">
          <p className="arrival-guide-text">{houseRules}</p>
        </GuideSection>
      ) : null}
    </>
  );
};

/** The host's name, phone and e-mail (the account's contact when set), with a call and a WhatsApp chat where the phone reads as E.164. */
const GuideHost = ({ page }: Props) => {
  const { company } = page;
  const e164 = page.guide?.hostPhoneE164 ?? null;
  return (
    <GuideSection title="guest.guide.host">
      <p>
        {company.name}
        {company.phone ? (
          <>
            <br />
            <PhoneNumber phone={company.phone} />
          </>
        ) : null}
        {company.email ? (
          <>
            <br />
            <a href={`mailto:${company.email}`} translate="no">
              {company.email}
            </a>
          </>
        ) : null}
      </p>
      {e164 ? (
        <p className="arrival-guide-links">
          <a href={`tel:${e164}`}>
            <FormattedMessage id="guest.guide.call" />
          </a>
          <a href={whatsappUrl(e164)} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="guest.guide.whatsapp" />
          </a>
        </p>
      ) : null}
    </GuideSection>
  );
};

/** The places near the property the host listed, each with a map link. */
const GuideNearby = ({ page }: Props) => {
  const intl = useIntl();
  const places = page.guide?.nearbyPlaces ?? [];
  if (places.length === 0) return null;
  return (
    <GuideSection title="guest.guide.nearby">
      <ul className="arrival-guide-places">
        {places.map((place, index) => {
          const line = placeLine(place);
          const city = page.residence.address.city ?? '';
          return (
            <li key={`${index}-${place.name}`}>
              <a
                href={mapsUrl(line || `${place.name}, ${city}`)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {place.name}
              </a>{' '}
              <span className="arrival-guide-note">
                {intl.formatMessage({
                  id: `houses.places.type.${place.type}`,
                  defaultMessage: place.type,
                })}
              </span>
              {line ? <span className="arrival-guide-place-address">{line}</span> : null}
            </li>
          );
        })}
      </ul>
    </GuideSection>
  );
};

/**
 * The arrival guide of an approved stay (issue 27): what a guest needs at the door, readable
 * offline from this phone's copy (api/offline-copy.ts) until check-out.
 */
export const ArrivalGuide = ({ page }: Props) => (
  <div className="arrival-guide">
    <GuideDoor page={page} />
    <GuideWifi page={page} />
    <GuideAddress page={page} />
    <GuideTimes page={page} />
    <GuideHouse page={page} />
    <GuideHost page={page} />
    <GuideNearby page={page} />
  </div>
);

import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState';
import { formatMoney } from '../../../lib/i18n/format';
import type { House, PublicHouse } from '../api/houses-api';
import { clockTime } from './clock-time';
import './houses.css';

/** The house of `?house=` (JSON), or null when it is missing or not a property. */
const houseOf = (json: string | null): House | null => {
  try {
    const house = JSON.parse(json ?? '') as Partial<House>;
    return typeof house.name === 'string' && house.address ? (house as House) : null;
  } catch {
    return null;
  }
};

/** /u/houses/details?isPreview=true&house=…: the property as its guests see it. */
export const HousePreviewPage = () => {
  const [params] = useSearchParams();
  const house = houseOf(params.get('house'));
  if (!house) {
    return (
      <section className="page">
        <EmptyState title={<FormattedMessage id="houses.preview.missing" />} />
      </section>
    );
  }
  return <HouseView house={house} preview={params.get('isPreview') === 'true'} />;
};

/** A property as its guests see it: the page of the preview and of a shared link. */
export const HouseView = ({ house, preview }: { house: PublicHouse; preview: boolean }) => {
  const intl = useIntl();
  const { address } = house;
  const text = (id: string) => intl.formatMessage({ id: `houses.${id}` });
  return (
    <article className="page house-preview">
      {preview ? (
        <p className="locks-notice">
          <FormattedMessage id="houses.preview.banner" />
        </p>
      ) : null}
      <h1>{house.name}</h1>
      <p>
        {address.street}, {address.number}
        {address.complement ? ` – ${address.complement}` : ''} · {address.neighborhood} ·{' '}
        {address.city}/{address.state} · {address.cep}
      </p>
      <dl className="house-facts">
        {(
          [
            ['field.checkInTime', clockTime(intl, house.checkInTime)],
            ['field.checkOutTime', clockTime(intl, house.checkOutTime)],
            ['field.maxGuests', house.maxGuests],
            ['field.parkingSpaces', house.parkingSpaces],
            ...(house.depositAmount > 0
              ? [['section.deposit', formatMoney(house.depositAmount, intl.locale)] as const]
              : []),
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>{text(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {house.houseRules ? (
        <section>
          <h2>{text('field.houseRules')}</h2>
          <p className="house-preview-text">{house.houseRules}</p>
        </section>
      ) : null}
      {house.contacts.length > 0 ? (
        <section>
          <h2>{text('contacts.legend')}</h2>
          <ul>
            {house.contacts.map((contact, index) => (
              <li key={index}>
                {contact.name} ({text(`contacts.type.${TYPE_KEYS[contact.type] ?? 'OTHER'}`)})
                {contact.phone ? ` · ${contact.phone}` : ''}
                {contact.email ? ` · ${contact.email}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {house.nearbyPlaces.length > 0 ? (
        <section>
          <h2>{text('places.legend')}</h2>
          <ul>
            {house.nearbyPlaces.map((place, index) => (
              <li key={index}>
                {place.name} ({text(`places.type.${place.type}`)})
                {place.street
                  ? ` · ${[place.street, place.number].filter(Boolean).join(', ')}`
                  : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
};

const TYPE_KEYS = ['DOORMAN', 'CLEANING', 'RESPONSIBLE', 'OWNER', 'OTHER'];

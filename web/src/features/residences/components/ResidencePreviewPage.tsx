import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { displayPhone } from '@chegada/domain';
import { EmptyState } from '../../../components/ui/EmptyState';
import { formatMoney } from '../../../lib/i18n/format';
import type { Residence, PublicResidence } from '../api/residences-api';
import { clockTime } from './clock-time';
import './residences.css';

/** The house of `?house=` (JSON), or null when it is missing or not a property. */
const residenceOf = (json: string | null): Residence | null => {
  try {
    const residence = JSON.parse(json ?? '') as Partial<Residence>;
    return typeof residence.name === 'string' && residence.address
      ? (residence as Residence)
      : null;
  } catch {
    return null;
  }
};

/** /u/houses/details?isPreview=true&house=…: the property as its guests see it. */
export const ResidencePreviewPage = () => {
  const [params] = useSearchParams();
  const residence = residenceOf(params.get('house'));
  if (!residence) {
    return (
      <section className="page">
        <EmptyState title={<FormattedMessage id="houses.preview.missing" />} />
      </section>
    );
  }
  return <ResidenceView residence={residence} preview={params.get('isPreview') === 'true'} />;
};

/** A property as its guests see it: the page of the preview and of a shared link. */
export const ResidenceView = ({
  residence,
  preview,
}: {
  residence: PublicResidence;
  preview: boolean;
}) => {
  const intl = useIntl();
  const { address } = residence;
  const text = (id: string) => intl.formatMessage({ id: `houses.${id}` });
  return (
    <article className="page house-preview">
      {preview ? (
        <p className="locks-notice">
          <FormattedMessage id="houses.preview.banner" />
        </p>
      ) : null}
      <h1>{residence.name}</h1>
      <p>
        {address.street}, {address.number}
        {address.complement ? ` – ${address.complement}` : ''} · {address.neighborhood} ·{' '}
        {address.city}/{address.state} · {address.cep}
      </p>
      <dl className="house-facts">
        {(
          [
            ['field.checkInTime', clockTime(intl, residence.checkInTime)],
            ['field.checkOutTime', clockTime(intl, residence.checkOutTime)],
            ['field.maxGuests', residence.maxGuests],
            ['field.parkingSpaces', residence.parkingSpaces],
            ...(residence.depositAmount > 0
              ? [['section.deposit', formatMoney(residence.depositAmount, intl.locale)] as const]
              : []),
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>{text(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {residence.houseRules ? (
        <section>
          <h2>{text('field.houseRules')}</h2>
          <p className="house-preview-text">{residence.houseRules}</p>
        </section>
      ) : null}
      <ListSection
        title={text('contacts.legend')}
        items={residence.contacts.map((contact) => (
          <>
            {contact.name} ({text(`contacts.type.${TYPE_KEYS[contact.type] ?? 'OTHER'}`)})
            {contact.phone ? (
              <>
                {' · '}
                <span className="house-phone">{displayPhone(contact.phone)}</span>
              </>
            ) : null}
            {contact.email ? ` · ${contact.email}` : ''}
          </>
        ))}
      />
      <ListSection
        title={text('places.legend')}
        items={residence.nearbyPlaces.map((place) => (
          <>
            {place.name} ({text(`places.type.${place.type}`)})
            {place.street ? ` · ${[place.street, place.number].filter(Boolean).join(', ')}` : ''}
          </>
        ))}
      />
    </article>
  );
};

/** A titled list, left out when there is nothing in it. */
const ListSection = ({ title, items }: { title: string; items: ReactNode[] }) =>
  items.length > 0 ? (
    <section>
      <h2>{title}</h2>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  ) : null;

const TYPE_KEYS = ['DOORMAN', 'CLEANING', 'RESPONSIBLE', 'OWNER', 'OTHER'];

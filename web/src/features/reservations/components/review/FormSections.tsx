import { useIntl } from 'react-intl';
import { displayCep, displayPhone, isBrazil } from '@chegada/domain';
import { EmailAddress } from '../../../../components/ui';
import { countryName } from '../../../../lib/i18n/country-names';
import { wallTimeOf } from '../../../../lib/i18n/zoned-time';
import type { GuestFormAnswers } from '../../api/reservation-types';
import { documentFact } from './document-fact';
import { Facts, ReviewSection, type Fact } from './Facts';
import { useReviewFormat } from './use-review-format';

/** The reservation's dates as they stand now (a change of dates moves them), on the property's clock. */
export type CurrentStay = { checkIn: string; checkout: string; timeZone: string };

/** How many pets and which (issue 27); another kind as the guest named it. */
const petFacts = (
  form: GuestFormAnswers,
  text: (key: string) => string,
  choice: (group: string, value: string | undefined) => string | null,
): Fact[] => [
  { label: text('petCount'), value: form.petCount },
  {
    label: text('petKind'),
    value: form.petKind === 'other' ? form.petKindOther : choice('petKinds', form.petKind),
  },
];

/**
 * The guest form's own steps (spec §2): stay, main guest, address, vehicles, pets, purpose.
 * The stay shows the reservation's current dates, not the ones the guest's form was sent with.
 */
/** The main guest's name and contact as the booking gave them (a Stays import). */
export type BookedContact = { name: string | null; email: string | null; phone: string | null };

/**
 * `booked`: the adults and children the booking was made for, and `contact` the guest Stays
 * named, each until the guest says. `erased`: the stay's personal data was removed; only its
 * dates are shown, not a grid of empty fields (walk58: what is kept has its own section).
 */
export const FormSections = ({
  form,
  stay,
  booked,
  contact,
  erased = false,
}: {
  form: GuestFormAnswers;
  stay: CurrentStay;
  booked?: { adults: number; children: number } | null;
  contact?: BookedContact | null;
  erased?: boolean;
}) => {
  const { locale } = useIntl();
  const { text, yesNo, day, dayAndTime, choice } = useReviewFormat();
  const onClock = (instant: string) => {
    const { date, time } = wallTimeOf(instant, stay.timeZone);
    return dayAndTime(date, time);
  };
  const address = form.address ?? {};
  const inBrazil = isBrazil(address.country || (form.isForeign ? '' : 'BR'));
  const name = form.name || contact?.name;
  const email = form.email || contact?.email;
  const phone = form.phone || contact?.phone;
  const fromBooking = !form.name && !form.email && !form.phone && Boolean(name || email || phone);
  const vehicles = form.vehicles ?? [];
  const dates: Fact[] = [
    { label: text('checkIn'), value: onClock(stay.checkIn) },
    { label: text('checkOut'), value: onClock(stay.checkout) },
  ];
  if (erased)
    return (
      <ReviewSection id="stay" titleId="guestReview.step.stay">
        <Facts facts={dates} />
      </ReviewSection>
    );
  return (
    <>
      <ReviewSection id="stay" titleId="guestReview.step.stay">
        <Facts
          facts={[
            ...dates,
            { label: text('adults'), value: form.adults ?? booked?.adults },
            { label: text('children'), value: form.children ?? booked?.children },
          ]}
        />
      </ReviewSection>
      <ReviewSection id="holder" titleId="guestReview.step.holder">
        {fromBooking ? <p className="review-note">{text('contactFromBooking')}</p> : null}
        <Facts
          facts={[
            { label: text('name'), value: name },
            documentFact(form, text),
            { label: text('foreign'), value: yesNo(form.isForeign) },
            { label: text('birthDate'), value: day(form.birthDate) },
            { label: text('email'), value: email && <EmailAddress email={email} /> },
            { label: text('phone'), value: displayPhone(phone) },
            // Asked only for a host on FNRH (issue 32).
            ...(form.gender
              ? [{ label: text('gender'), value: choice('genders', form.gender) }]
              : []),
          ]}
        />
      </ReviewSection>
      <ReviewSection id="address" titleId="guestReview.step.address">
        <Facts
          facts={[
            // A CEP is Brazil's, written as the copy writes it; abroad it is a postal code.
            {
              label: text(inBrazil ? 'cep' : 'postalCode'),
              value: inBrazil && address.cep ? displayCep(address.cep) : address.cep,
            },
            {
              label: text('street'),
              value: [address.street, address.number].filter(Boolean).join(', '),
            },
            { label: text('complement'), value: address.complement },
            { label: text('neighborhood'), value: address.neighborhood },
            {
              label: text('city'),
              value: [address.city, address.state].filter(Boolean).join(' – '),
            },
            // A country picked from the list by its name; one typed before, as typed.
            {
              label: text('country'),
              value: address.country && countryName(address.country, locale),
            },
          ]}
        />
      </ReviewSection>
      <ReviewSection id="vehicles" titleId="guestReview.step.vehicles">
        {vehicles.length === 0 ? (
          <p>{text('noVehicles')}</p>
        ) : (
          <ul className="review-list">
            {vehicles.map((vehicle, index) => (
              <li key={`${vehicle.plate ?? ''}-${index}`}>
                {[choice('vehicle', vehicle.type), vehicle.model, vehicle.color, vehicle.plate]
                  .filter(Boolean)
                  .join(' · ')}
              </li>
            ))}
          </ul>
        )}
      </ReviewSection>
      <ReviewSection id="purpose" titleId="guestReview.step.purpose">
        <Facts
          facts={[
            { label: text('purpose'), value: choice('purposes', form.visitPurpose) },
            ...(form.transport
              ? [{ label: text('transport'), value: choice('transports', form.transport) }]
              : []),
            { label: text('pets'), value: yesNo(form.pets) },
            ...(form.pets ? petFacts(form, text, choice) : []),
          ]}
        />
      </ReviewSection>
    </>
  );
};

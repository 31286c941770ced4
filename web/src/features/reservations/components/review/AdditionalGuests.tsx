import { useIntl } from 'react-intl';
import { displayPhone } from '@chegada/domain';
import { StatusBadge } from '../../../../components/ui';
import type { GuestFormAnswers } from '../../api/reservation-types';
import type { GuestDocument } from '../../api/review-api';
import type { BiometricErasure } from './biometric-erasure';
import { CompanionLink, type CompanionInvite } from './CompanionLink';
import { documentFact } from './document-fact';
import { ErasedCompanion } from './ErasedCompanion';
import { DocumentGallery } from './DocumentGallery';
import { Facts } from './Facts';
import { guestPartOf } from './guest-part';
import { useReviewFormat } from './use-review-format';

type Props = {
  guests: NonNullable<GuestFormAnswers['additionalGuests']>;
  documents: readonly GuestDocument[];
  reservationId: string;
  /** The main guest link; each additional guest's own link adds its key. */
  guestLink: string | null;
  freshLinks: () => Promise<readonly GuestDocument[]>;
  /** The property's, whose day decides a birth date's validity. */
  timeZone?: string;
  /** The account's "Require a guest selfie": without it a part is whole with no selfie. */
  requireSelfie?: boolean;
  /** What the message resending a companion's link says: in the reservation's language. */
  invite: CompanionInvite;
  /** A companion's own deletion carried out before the stay's end (the rest goes at its end). */
  erasureOf?: (guest: string) => BiometricErasure | null;
};

/** Each additional guest: their answers, their documents, their status and their own link. */
export const AdditionalGuests = ({
  guests,
  documents,
  reservationId,
  guestLink,
  freshLinks,
  timeZone,
  requireSelfie = true,
  invite,
  erasureOf = () => null,
}: Props) => {
  const intl = useIntl();
  const { text, yesNo, day, choice } = useReviewFormat();
  const longDay = (value: string) =>
    intl.formatDate(value, { dateStyle: 'long', timeZone: timeZone ?? 'America/Sao_Paulo' });
  if (guests.length === 0) return <p>{text('noAdditionalGuests')}</p>;
  return (
    <ol className="additional-guests">
      {guests.map((guest, index) => {
        if (guest.dataErased)
          return (
            <li key={guest.key ?? index}>
              <ErasedCompanion
                guest={guest}
                number={index + 1}
                erasure={guest.key ? erasureOf(guest.key) : null}
              />
            </li>
          );
        const own = documents.filter((document) => document.guest === guest.key);
        const done = guestPartOf(guest, documents, timeZone, requireSelfie) === 'completed';
        // Their deletion under way (issue 32 walk): nothing is missing, nothing to send again.
        const erasure = guest.key ? erasureOf(guest.key) : null;
        return (
          <li key={guest.key ?? index}>
            <h3>
              {guest.name ?? text('additionalGuest', { number: index + 1 })}{' '}
              {erasure ? (
                <StatusBadge tone="neutral">{text('additionalErasing')}</StatusBadge>
              ) : (
                <StatusBadge tone={done ? 'success' : 'warning'}>
                  {text(done ? 'additionalComplete' : 'additionalMissing')}
                </StatusBadge>
              )}
            </h3>
            {erasure ? (
              <p role="status">
                {text('additionalErasingNote', {
                  at: longDay(erasure.at),
                  until: erasure.until ? longDay(erasure.until) : 'none',
                })}
              </p>
            ) : null}
            <Facts
              facts={[
                documentFact(guest, text),
                { label: text('birthDate'), value: day(guest.birthDate) },
                { label: text('isChild'), value: yesNo(guest.isChild) },
                // Her contact goes first, at her request (issue 32 walk57): no empty row for it.
                ...(erasure && !guest.phone
                  ? []
                  : [{ label: text('phone'), value: displayPhone(guest.phone) }]),
                // Asked only for a host on FNRH (issue 32): shown when the guest answered it.
                ...(guest.gender
                  ? [{ label: text('gender'), value: choice('genders', guest.gender) }]
                  : []),
              ]}
            />
            {/* Missing, to fill in; an adult's, complete, for her data rights (issue 32). */}
            {guestLink && guest.key && !erasure && (!done || guest.isChild !== true) ? (
              <CompanionLink
                link={`${guestLink}/${guest.key}`}
                name={guest.name ?? String(index + 1)}
                phone={guest.phone ?? null}
                invite={invite}
                done={done}
                adult={guest.isChild !== true}
              />
            ) : null}
            <DocumentGallery
              documents={own}
              reservationId={reservationId}
              freshLinks={freshLinks}
            />
          </li>
        );
      })}
    </ol>
  );
};

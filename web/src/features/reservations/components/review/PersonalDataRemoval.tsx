import { formatCpf } from '@chegada/domain';
import type { DataPart, KeptGuestIdentity, PersonalDataRemovalView } from '@chegada/contracts';
import { useIntl } from 'react-intl';
import { DeletionOutcome } from '../../../../components/data-requests/DeletionOutcome';
import { restAtStayEndLine } from '../../../../components/data-requests/rest-at-stay-end';
import { countryName } from '../../../../lib/i18n/country-names';
import { useContext } from 'react';
import { ReviewSection } from './Facts';
import { ReviewTimeZone } from './review-time-zone';
import { useReviewFormat } from './use-review-format';

/** One guest's identity kept: name, then document, birth and nationality, as they read. */
const KeptGuest = ({ guest }: { guest: KeptGuestIdentity }) => {
  const intl = useIntl();
  const { text } = useReviewFormat();
  // A calendar day: read as UTC so it never moves a day.
  const day = (value: string) =>
    intl.formatDate(`${value}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const document = guest.document?.number
    ? `${text(guest.document.kind)} ${
        guest.document.kind === 'cpf' ? formatCpf(guest.document.number) : guest.document.number
      }`
    : null;
  const facts = [
    document,
    guest.birthDate ? text('removal.birth', { date: day(guest.birthDate) }) : null,
    guest.nationality
      ? text('removal.nationality', { country: countryName(guest.nationality, intl.locale) })
      : null,
  ].filter((fact): fact is string => fact !== null);
  const line = intl.formatList(facts, { type: 'unit' });
  return (
    <li>
      {guest.name
        ? text('removal.keptGuest', { name: guest.name, facts: line })
        : text('removal.keptGuestNoName', { facts: line })}
    </li>
  );
};

/** The parts in the order the guest's page lists them. */
const PART_ORDER: readonly DataPart[] = ['biometric', 'contact', 'documents', 'form', 'identity'];

/**
 * What went at the stay's end, and on which day (walk61), beside what went at once: as the
 * guest's page and the host's list of requests say it. Null while nothing went then.
 */
const useRestAtStayEnd = (removal: PersonalDataRemovalView): string | null => {
  const intl = useIntl();
  const timeZone = useContext(ReviewTimeZone);
  const atStayEnd = removal.atStayEnd;
  if (!atStayEnd || atStayEnd.removed.length === 0) return null;
  const parts = PART_ORDER.filter((part) => atStayEnd.removed.includes(part));
  return restAtStayEndLine(intl, parts, atStayEnd.at, timeZone);
};

/**
 * A guest's deletion carried out (issue 32), on the reservation's review: when, what went, and
 * what is kept, why and until when, with whose identity the host keeps for the retention period.
 */
export const PersonalDataRemoval = ({ removal }: { removal: PersonalDataRemovalView }) => {
  const intl = useIntl();
  const { text } = useReviewFormat();
  const timeZone = useContext(ReviewTimeZone);
  const atStayEnd = useRestAtStayEnd(removal);
  const keepsIdentity = removal.kept.some((kept) => kept.part === 'identity');
  // On the property's clock, as the rest of the review and its one zone note (walk62).
  const date = intl.formatDate(removal.removedAt, { dateStyle: 'long', timeZone });
  return (
    <ReviewSection id="removal" titleId="guestReview.removal.title">
      <p role="status" className="review-removal">
        {text('removal.summary', { date })}
      </p>
      <DeletionOutcome outcome={removal} atStayEnd={atStayEnd} timeZone={timeZone} />
      {keepsIdentity ? (
        <>
          <h3>{text('removal.keptTitle')}</h3>
          {removal.keptGuests.length > 0 ? (
            <ul className="review-removal-kept">
              {removal.keptGuests.map((guest, index) => (
                <KeptGuest key={index} guest={guest} />
              ))}
            </ul>
          ) : (
            <p>{text('removal.keptGone')}</p>
          )}
        </>
      ) : null}
      {removal.kept.length === 0 ? <p>{text('removal.keptNothing')}</p> : null}
    </ReviewSection>
  );
};

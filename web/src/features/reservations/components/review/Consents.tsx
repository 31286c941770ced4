import type { GuestConsent } from '../../api/review-api';
import { useReviewFormat } from './use-review-format';

/** Each acceptance the guest gave: which text, its version, and when (LGPD). */
export const Consents = ({ consents }: { consents: readonly GuestConsent[] }) => {
  const { text, moment } = useReviewFormat();
  if (consents.length === 0) return <p>{text('noConsents')}</p>;
  return (
    <ul className="review-list">
      {consents.map((consent) => (
        <li key={`${consent.guest}-${consent.kind}-${consent.acceptedAt}`}>
          {text('consentLine', {
            kind: text(`consent.${consent.kind}`),
            version: consent.termsVersion,
            date: moment(consent.acceptedAt),
          })}
        </li>
      ))}
    </ul>
  );
};

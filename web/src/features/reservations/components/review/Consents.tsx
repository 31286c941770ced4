import type { GuestConsent } from '../../api/review-api';
import { useReviewFormat } from './use-review-format';

type Props = {
  consents: readonly GuestConsent[];
  /** Who gave it: the holder ('main') or a companion on their own link (by key). */
  nameOf: (guest: string) => string | undefined;
};

/** Each acceptance given: by whom, which text, its version, and when (LGPD). */
export const Consents = ({ consents, nameOf }: Props) => {
  const { text, moment } = useReviewFormat();
  if (consents.length === 0) return <p>{text('noConsents')}</p>;
  return (
    <ul className="review-list">
      {consents.map((consent) => (
        <li key={`${consent.guest}-${consent.kind}-${consent.acceptedAt}`}>
          <strong>{nameOf(consent.guest) ?? text('actorGuest')}</strong>
          {' · '}
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

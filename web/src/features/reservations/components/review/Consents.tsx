import type { GuestConsent } from '../../api/review-api';
import { useReviewFormat } from './use-review-format';

type Props = {
  consents: readonly GuestConsent[];
  /**
   * Whose it is: the holder ('main') or a companion (by key), who gave it on their own link or,
   * under 18, had the holder give it (acceptedBy 'main', issue 27).
   */
  nameOf: (guest: string) => string | undefined;
};

/**
 * One line per guest, text and version: a consent given again (the image terms before the
 * selfie check, then on submission) shows once, with its latest acceptance (issue 29 walk).
 */
const latestOfEach = (consents: readonly GuestConsent[]): GuestConsent[] => [
  ...new Map(
    consents.map((consent) => [
      `${consent.guest}/${consent.kind}/${consent.termsVersion}`,
      consent,
    ]),
  ).values(),
];

/** Each acceptance given: by whom, which text, its version, and when (LGPD). */
export const Consents = ({ consents, nameOf }: Props) => {
  const { text, moment } = useReviewFormat();
  if (consents.length === 0) return <p>{text('noConsents')}</p>;
  return (
    <ul className="review-list">
      {latestOfEach(consents).map((consent) => (
        <li key={`${consent.guest}-${consent.kind}-${consent.acceptedAt}`}>
          <strong>{nameOf(consent.guest) ?? text('actorGuest')}</strong>
          {' · '}
          {text(consent.acceptedBy === 'main' ? 'consentLineByHolder' : 'consentLine', {
            kind: text(`consent.${consent.kind}`),
            version: consent.termsVersion,
            holder: nameOf('main') ?? text('actorGuest'),
            date: moment(consent.acceptedAt),
          })}
        </li>
      ))}
    </ul>
  );
};

import { FormattedMessage, useIntl } from 'react-intl';

type Props = {
  /** Why the terms are asked here (the check or reading refused without them). */
  messageId: string;
  saving: boolean;
  onAccept: () => void;
  /** The companions under 18 whose image terms the main guest accepts with their own. */
  minors?: readonly string[];
};

/**
 * The image terms asked where a model needs them (the selfie's check, the document's reading):
 * the server runs none on a guest's image before them (issue 29).
 */
export const ImageTermsConsent = ({ messageId, saving, onAccept, minors = [] }: Props) => {
  const intl = useIntl();
  const whom = { minors: intl.formatList(minors, { type: 'conjunction' }), count: minors.length };
  return (
    <div className="liveness-consent">
      <p className="field-error" role="alert">
        <FormattedMessage id={messageId} />
      </p>
      <label className="checkbox-field">
        <input
          type="checkbox"
          disabled={saving}
          onChange={(event) => event.target.checked && onAccept()}
        />{' '}
        {intl.formatMessage(
          { id: `guest.review.imageTerms${minors.length ? 'ForMinors' : ''}` },
          whom,
        )}
      </label>
      <details className="consent-text">
        <summary>
          <FormattedMessage id="guest.selfie.check.consentText" />
        </summary>
        <p>
          <FormattedMessage id="guest.review.biometricText" />
        </p>
      </details>
    </div>
  );
};

import { FormattedMessage, useIntl } from 'react-intl';
import { GUEST_TERMS_VERSION } from '@chegada/contracts';
import { CheckboxField } from '../../../components/form';

type Props = {
  /**
   * The companions under 18, by name, whose consent the holder gives with their own (issue
   * 27): each box then names them.
   */
  minors?: readonly string[];
};

/**
 * The terms of use and the image terms with the biometric consent's text and version (spec §5):
 * the holder accepts them before sending, for themselves and for each companion under 18; each
 * adult companion on their own link before their documents are kept (issue 27).
 */
export const ConsentFields = ({ minors = [] }: Props) => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `guest.review.${id}` }, values);
  const forMinors = minors.length > 0 ? 'ForMinors' : '';
  const whom = { minors: intl.formatList(minors, { type: 'conjunction' }), count: minors.length };
  return (
    <>
      <CheckboxField
        name="termsAccepted"
        label={
          <FormattedMessage
            id={`guest.review.terms${forMinors}`}
            values={{
              ...whom,
              link: (text) => (
                <a href={`/use-terms/${intl.locale}`} target="_blank" rel="noreferrer">
                  {text}
                </a>
              ),
            }}
          />
        }
        required
      />
      <details className="consent-text">
        <summary>{t('biometricTitle', { version: GUEST_TERMS_VERSION })}</summary>
        <p>{t('biometricText')}</p>
      </details>
      <CheckboxField
        name="imageTermsAccepted"
        label={intl.formatMessage({ id: `guest.review.imageTerms${forMinors}` }, whom)}
        required
      />
    </>
  );
};

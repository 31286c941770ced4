import { FormattedMessage, useIntl } from 'react-intl';
import { GUEST_TERMS_VERSION } from '@chegada/contracts';
import { CheckboxField } from '../../../components/form';

/**
 * The terms of use and the image terms with the biometric consent's text and version (spec §5):
 * the holder accepts them before sending, each adult companion on their own link before their
 * documents are kept (issue 27).
 */
export const ConsentFields = () => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `guest.review.${id}` }, values);
  return (
    <>
      <CheckboxField
        name="termsAccepted"
        label={
          <FormattedMessage
            id="guest.review.terms"
            values={{
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
      <CheckboxField name="imageTermsAccepted" label={t('imageTerms')} required />
    </>
  );
};

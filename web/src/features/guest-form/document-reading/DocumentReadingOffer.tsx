import { FormattedMessage, useIntl } from 'react-intl';
import { nationalityName } from '../../../lib/i18n/country-names';
import { GuestButton } from '../components/GuestButton';
import { failureText } from '../components/failure-text';
import { ImageTermsConsent } from '../components/ImageTermsConsent';
import { useDocumentReading, type ReadingOptions, type ReadingPhase } from './use-document-reading';
import './document-reading.css';

// What the guest is told while reading and after: no value, nothing filled in without them.
const STATUS: Partial<Record<ReadingPhase['kind'], string>> = {
  reading: 'guest.reading.reading',
  nothing: 'guest.reading.nothing',
  used: 'guest.reading.used',
  declined: 'guest.reading.declined',
};

/** What was read, field by field, with the MRZ's warnings; the guest confirms or declines. */
const Offer = ({
  offer,
  onUse,
  onDecline,
}: {
  offer: Extract<ReadingPhase, { kind: 'offer' }>;
  onUse: () => void;
  onDecline: () => void;
}) => {
  const intl = useIntl();
  const shown = (read: string, value: string) =>
    read === 'birthDate' || read === 'expiryDate'
      ? intl.formatDate(`${value}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })
      : read === 'nationality'
        ? nationalityName(value, intl.locale)
        : value;
  return (
    <div className="reading-offer" role="group" aria-labelledby="reading-found">
      <p id="reading-found">
        <FormattedMessage id="guest.reading.found" />
      </p>
      <dl className="reading-values">
        {offer.values.map(({ read, value, fills }) => (
          <div key={read}>
            <dt>
              <FormattedMessage id={`guest.reading.field.${read}`} />
            </dt>
            <dd>
              {shown(read, value)}
              {fills ? null : (
                <span className="reading-shown-only">
                  {' '}
                  <FormattedMessage id="guest.reading.shownOnly" />
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {offer.document?.expired ? (
        <p className="field-error">
          <FormattedMessage id="guest.reading.expired" />
        </p>
      ) : null}
      {offer.document && !offer.document.checkDigitsValid ? (
        <p className="field-error">
          <FormattedMessage id="guest.reading.checkDigits" />
        </p>
      ) : null}
      <div className="guest-actions">
        <GuestButton id="guest.reading.use" onClick={onUse} disabled={offer.saving} />
        <GuestButton id="guest.reading.decline" onClick={onDecline} secondary />
      </div>
    </div>
  );
};

const Reading = (options: ReadingOptions) => {
  const intl = useIntl();
  const { phase, read, consent, use, decline } = useDocumentReading(options);
  const status = STATUS[phase.kind];
  return (
    <section className="file-slot document-reading" aria-labelledby="reading-title">
      <h3 id="reading-title">
        <FormattedMessage id="guest.reading.title" />
      </h3>
      <p className="field-hint">
        <FormattedMessage id="guest.reading.about" />
      </p>
      {status ? (
        <p className="file-status" role="status">
          <FormattedMessage id={status} />
        </p>
      ) : null}
      {phase.kind === 'failed' ? (
        <p className="field-error" role="alert">
          <FormattedMessage id="guest.reading.failed" /> {failureText(intl, phase.failure)}
        </p>
      ) : null}
      {phase.kind === 'consent' ? (
        <ImageTermsConsent
          messageId="guest.reading.consentNeeded"
          saving={phase.saving}
          onAccept={() => void consent()}
        />
      ) : phase.kind === 'offer' ? (
        <Offer offer={phase} onUse={() => void use(phase)} onDecline={() => decline(phase)} />
      ) : phase.kind !== 'reading' ? (
        <div className="guest-actions">
          <GuestButton
            id={phase.kind === 'intro' ? 'guest.reading.start' : 'guest.reading.again'}
            onClick={() => void read()}
            secondary={phase.kind !== 'intro'}
            disabled={options.photos?.sending}
          />
        </div>
      ) : null}
    </section>
  );
};

/**
 * Offers what the guest's document photos say (issue 29): a passport's or CIN's MRZ, or the
 * CPF printed on an RG or a CNH. Read on our servers after the image terms; nothing fills a
 * field before the guest saw the values and chose to use them. Shown once a photo of the
 * document is on the server: before, there is nothing to read.
 */
export const DocumentReadingOffer = (options: ReadingOptions) =>
  options.photos && !options.photos.sent ? null : <Reading {...options} />;

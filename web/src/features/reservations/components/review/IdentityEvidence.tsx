import { useIntl } from 'react-intl';
import { formatCpf } from '@chegada/domain';
import type { GuestIdentityCheck } from '../../api/review-api';
import { Evidence } from './EvidencePicture';
import { useReviewFormat } from './use-review-format';

type Check = GuestIdentityCheck;

/**
 * The account asks no selfie and the guest sent none: no face check is expected (issue 29),
 * said in place of the result.
 */
const NoSelfieAsked = ({ titleKey }: { titleKey: string }) => {
  const { text } = useReviewFormat();
  return (
    <div className="identity-result">
      <h4>{text(titleKey)}</h4>
      <p className="identity-outcome identity-not-asked">{text('identity.noSelfieAsked')}</p>
    </div>
  );
};

/** Passed, or not done — failed how often, the last reason — then the check's frames. */
export const LivenessResult = ({
  liveness,
  shown,
  selfieNotAsked = false,
}: {
  liveness: Check['liveness'];
  shown: boolean;
  selfieNotAsked?: boolean;
}) => {
  const { text } = useReviewFormat();
  if (selfieNotAsked) return <NoSelfieAsked titleKey="identity.liveness" />;
  const reason = liveness.lastFailure ? text(`identity.failure.${liveness.lastFailure}`) : '';
  const summary =
    liveness.status === 'passed'
      ? text('identity.livenessPassed', { count: liveness.failedAttempts })
      : liveness.status === 'failed'
        ? // Never passed: the selfie (a frame, or the photo sent once the check closed) is the
          // host's to review by hand, as when no check ran (issue 29).
          `${text('identity.livenessNotDone')} ${text('identity.livenessFailed', { count: liveness.failedAttempts, reason })}`
        : text('identity.livenessNotDone');
  return (
    <div className="identity-result">
      <h4>{text('identity.liveness')}</h4>
      <p className={`identity-outcome identity-${liveness.status}`}>{summary}</p>
      {liveness.frames.length > 0 ? (
        <div className="identity-pictures">
          {liveness.frames.map((frame, index) => (
            <Evidence
              key={frame.url}
              image={frame}
              label={text('identity.frame', { number: index + 1 })}
              shown={shown}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
};

/** Why no comparison was made, from the files the guest has: no selfie, no document photo. */
const notComparedKey = (kinds: readonly string[] | undefined): string => {
  if (!kinds) return 'identity.notCompared';
  const selfie = kinds.includes('doc_selfie');
  const document = kinds.includes('doc_front') || kinds.includes('doc_digital');
  if (!selfie && !document) return 'identity.notComparedNeither';
  if (!selfie) return 'identity.notComparedNoSelfie';
  if (!document) return 'identity.notComparedNoDocument';
  return 'identity.notCompared';
};

/**
 * The verdict and similarity, with the selfie and the document's photo side by side; with no
 * comparison, why (`kinds`: the guest's files, once known).
 */
export const FaceMatchResult = ({
  match,
  shown,
  kinds,
  selfieNotAsked = false,
}: {
  match: Check['faceMatch'];
  shown: boolean;
  kinds?: readonly string[];
  selfieNotAsked?: boolean;
}) => {
  const intl = useIntl();
  const { text } = useReviewFormat();
  if (selfieNotAsked) return <NoSelfieAsked titleKey="identity.faceMatch" />;
  if (!match)
    return (
      <div className="identity-result">
        <h4>{text('identity.faceMatch')}</h4>
        <p className="identity-outcome identity-not-done">{text(notComparedKey(kinds))}</p>
      </div>
    );
  const similarity =
    match.similarity === null
      ? null
      : text('identity.similarity', {
          value: intl.formatNumber(match.similarity, { style: 'percent' }),
        });
  return (
    <div className="identity-result">
      <h4>{text('identity.faceMatch')}</h4>
      <p className={`identity-outcome identity-${match.verdict}`}>
        {[
          text(`identity.verdict.${match.verdict}`),
          similarity,
          match.reason ? text(`identity.reason.${match.reason}`) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div className="identity-pictures identity-pair">
        <Evidence image={match.selfie} label={text('identity.selfie')} shown={shown} />
        <Evidence image={match.document} label={text('identity.document')} shown={shown} />
      </div>
    </div>
  );
};

/** A field the reading compares with the form (the nationality and expiry are only shown). */
const comparable = (field: string) => field !== 'nationality' && field !== 'expiryDate';

/**
 * Each field as read from the document (its MRZ, or the CPF in its text) beside what the guest
 * typed; differences marked.
 */
export const DocumentReadingResult = ({ reading }: { reading: Check['documentReading'] }) => {
  const { text, day } = useReviewFormat();
  if (!reading)
    return (
      <div className="identity-result">
        <h4>{text('identity.documentReading')}</h4>
        <p className="identity-outcome identity-not-done">{text('identity.notRead')}</p>
      </div>
    );
  const shownValue = (field: string, value: string | null) =>
    field === 'birthDate' || field === 'expiryDate'
      ? day(value ?? undefined)
      : field === 'cpf' && value
        ? formatCpf(value)
        : value;
  // A number broken at its hyphen reads as two: it keeps to one line (the table scrolls).
  const numberCell = (field: string) =>
    field === 'cpf' || field === 'documentNumber' ? 'identity-number' : undefined;
  return (
    <div className="identity-result">
      <h4>
        {text(
          reading.source === 'text' ? 'identity.documentReadingText' : 'identity.documentReading',
        )}
      </h4>
      {reading.expired ? (
        <p className="identity-outcome identity-no-match">{text('identity.expired')}</p>
      ) : null}
      {!reading.checkDigitsValid ? (
        <p className="identity-outcome identity-review">{text('identity.checkDigitsInvalid')}</p>
      ) : null}
      <div className="identity-fields-scroll">
        <table className="identity-fields">
          <thead>
            <tr>
              <th scope="col">{text('identity.field')}</th>
              <th scope="col">{text('identity.read')}</th>
              <th scope="col">{text('identity.typed')}</th>
            </tr>
          </thead>
          <tbody>
            {reading.fields.map((field) => (
              <tr
                key={field.field}
                className={field.matches === false ? 'identity-mismatch' : undefined}
              >
                <th scope="row">
                  {text(`identity.fields.${field.field}`)}
                  {field.matches === false ? (
                    <strong className="identity-differs">{text('identity.differs')}</strong>
                  ) : field.matches === null && comparable(field.field) ? (
                    <span className="identity-not-compared">
                      {text('identity.notComparedField')}
                    </span>
                  ) : null}
                </th>
                <td className={numberCell(field.field)}>
                  {shownValue(field.field, field.read) ?? '—'}
                </td>
                <td className={numberCell(field.field)}>
                  {shownValue(field.field, field.typed) ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
};

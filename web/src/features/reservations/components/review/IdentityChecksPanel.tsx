import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { GuestIdentityCheck } from '@chegada/contracts';
import { ReservationStatus } from '@chegada/domain';
import { ErrorState, Skeleton, StatusBadge } from '../../../../components/ui';
import {
  useReservationCpfChecksQuery,
  useReservationDocumentsQuery,
  useReservationIdentityChecksQuery,
} from '../../api/review-api';
import type { BiometricErasure } from './biometric-erasure';
import { CpfCheckResult, cpfFlagged } from './CpfCheckResult';
import { ReviewSection } from './Facts';
import { DocumentReadingResult, FaceMatchResult, LivenessResult } from './IdentityEvidence';
import { useReviewFormat } from './use-review-format';

type Props = {
  reservationId: string;
  status: ReservationStatus;
  /** The guest's name as the form gives it ('main' is the holder). */
  nameOf: (guest: string) => string | undefined;
  /** The stay's personal data went (retention, the guest's deletion): so did the checks. */
  dataRemoved?: boolean;
  /** Whose own deletion took their selfie and liveness frames before the stay's end, and when. */
  erasureOf?: (guest: string) => BiometricErasure | null;
};

// The guest has not sent the form: nothing of theirs is there to look at yet.
const NOT_SENT: readonly ReservationStatus[] = [
  ReservationStatus.TO_FORM,
  ReservationStatus.FILLING,
];

/** No check ran for the guest: no liveness attempt, no comparison, no reading. */
const nothingChecked = (check: GuestIdentityCheck) =>
  check.liveness.status === 'not-done' &&
  check.liveness.failedAttempts === 0 &&
  check.faceMatch === null &&
  check.documentReading === null &&
  check.antiSpoofScore === null;

/**
 * Each guest's identity checks with their evidence (issue 29): results of our own models for
 * the host to weigh, never a decision. The pictures load only when the host asks.
 */
export const IdentityChecksPanel = ({
  reservationId,
  status,
  nameOf,
  dataRemoved,
  erasureOf = () => null,
}: Props) => {
  const intl = useIntl();
  const { text } = useReviewFormat();
  const checks = useReservationIdentityChecksQuery(reservationId);
  // Its own answer: a CPF check that failed never hides the pictures' evidence.
  const cpf = useReservationCpfChecksQuery(reservationId);
  // The guest's files say why a face was not compared (no selfie, no document photo).
  const files = useReservationDocumentsQuery(reservationId).data?.items;
  const kindsOf = (guest: string) =>
    files?.filter((file) => file.guest === guest).map((file) => file.kind);
  const [shown, setShown] = useState(false);
  // A selfie erased at the guest's request reads so, never as "not sent yet" (issue 32).
  const erasedNote = (guest: string) => {
    const erasure = erasureOf(guest);
    return erasure && !kindsOf(guest)?.includes('doc_selfie')
      ? text('identity.selfieErased', {
          date: intl.formatDate(erasure.at, {
            dateStyle: 'long',
            timeZone: 'America/Sao_Paulo',
          }),
        })
      : undefined;
  };
  const sent = !NOT_SENT.includes(status);
  // Before the form is sent, a guest without any check has nothing to review.
  const waiting = (check: GuestIdentityCheck) => !sent && nothingChecked(check);
  // The links last a few minutes: read again, then shown.
  const show = async () => {
    await checks.refetch();
    setShown(true);
  };
  return (
    <ReviewSection id="identity" titleId="guestReview.identity.title">
      <p className="identity-intro">{text('identity.intro')}</p>
      {dataRemoved ? (
        <p className="identity-outcome">{text('identity.removed')}</p>
      ) : checks.isLoading ? (
        <Skeleton lines={3} />
      ) : checks.error || !checks.data ? (
        <ErrorState error={checks.error} onRetry={() => void checks.refetch()} />
      ) : (
        <>
          {!shown && !checks.data.guests.every(waiting) ? (
            <button type="button" className="ui-button" onClick={() => void show()}>
              {text('identity.showPictures')}
            </button>
          ) : null}
          <ol className="identity-guests">
            {checks.data.guests.map((check, index) => {
              const name = nameOf(check.guest) ?? text('additionalGuest', { number: index });
              if (waiting(check))
                return (
                  <li key={check.guest}>
                    <h3>
                      {name} <StatusBadge tone="neutral">{text('identity.nothingYet')}</StatusBadge>
                    </h3>
                    <p className="identity-outcome">{text('identity.notSentYet')}</p>
                  </li>
                );
              const cpfCheck = cpf.data?.guests.find((one) => one.guest === check.guest);
              // A CPF the register has as not regular, or that differs from the form, is flagged;
              // only once the form is sent: a check made while filling it in (a liveness pass
              // before the document's photo) judges nothing yet.
              const erased = erasedNote(check.guest);
              // Erased at their request: nothing of theirs is left to review (issue 32 walk).
              const flagged = sent && !erased && (check.needsReview || cpfFlagged(cpfCheck));
              return (
                <li key={check.guest}>
                  <h3>
                    {name}{' '}
                    <StatusBadge
                      tone={!sent || erased ? 'neutral' : flagged ? 'warning' : 'success'}
                    >
                      {text(
                        !sent
                          ? 'identity.nothingYet'
                          : erased
                            ? 'identity.erased'
                            : flagged
                              ? 'identity.needsReview'
                              : 'identity.nothingFlagged',
                      )}
                    </StatusBadge>
                  </h3>
                  {sent ? null : <p className="identity-outcome">{text('identity.soFar')}</p>}
                  {erased ? <p className="identity-outcome identity-erased">{erased}</p> : null}
                  {/* Erased: the note above says it once; no face result nor score is left. */}
                  {erased ? null : (
                    <>
                      <LivenessResult
                        liveness={check.liveness}
                        shown={shown}
                        selfieNotAsked={check.selfieNotAsked}
                      />
                      <FaceMatchResult
                        match={check.faceMatch}
                        shown={shown}
                        kinds={kindsOf(check.guest)}
                        selfieNotAsked={check.selfieNotAsked}
                      />
                    </>
                  )}
                  {check.antiSpoofScore !== null && !erased ? (
                    <p className="identity-outcome identity-anti-spoof">
                      {text('identity.antiSpoof', {
                        value: intl.formatNumber(check.antiSpoofScore, { style: 'percent' }),
                      })}
                    </p>
                  ) : null}
                  <DocumentReadingResult reading={check.documentReading} />
                  {cpf.data ? (
                    <CpfCheckResult
                      reservationId={reservationId}
                      check={cpfCheck}
                      configured={cpf.data.configured}
                      erasedOn={erasureOf(check.guest)?.done}
                    />
                  ) : null}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </ReviewSection>
  );
};

import { ReservationStatus } from '@chegada/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { AccountZoneNote, ErrorState, Skeleton } from '../../../../components/ui';
import { useSessionUser } from '../../../../lib/session/use-session';
import type { ReservationDetails } from '../../api/reservation-types';
import { useReservationQuery } from '../../api/reservations-api';
import { usePersonalDataRemovalQuery, useReservationDocumentsQuery } from '../../api/review-api';
import { guestLinkOf } from '../guest-link';
import { guestNameOf } from '../reservation-columns';
import { ReservationActions } from '../ReservationActions';
import { ReservationStatusBadge } from '../ReservationStatusBadge';
import { StayDates } from '../StayDates';
import { ImportPreviousDataDialog } from '../../forms/ImportPreviousDataDialog';
import { AdditionalGuests } from './AdditionalGuests';
import { Consents } from './Consents';
import { DeliveriesPanel } from './DeliveriesPanel';
import { DocumentGallery } from './DocumentGallery';
import { useErasedFilesNote } from './erased-files';
import { useBiometricErasure } from './biometric-erasure';
import { ReviewSection } from './Facts';
import { FormSections } from './FormSections';
import { useGuestNames } from './guest-names';
import { FnrhPanel } from './FnrhPanel';
import { IdentityChecksPanel } from './IdentityChecksPanel';
import { ImportedOrigin } from './ImportedOrigin';
import { LockPanel } from './LockPanel';
import { Motives } from './Motives';
import { PersonalDataRemoval } from './PersonalDataRemoval';
import { ScheduledDeletion } from './ScheduledDeletion';
import { ReviewTimeZone } from './review-time-zone';
import { Timeline } from './Timeline';
import '../reservations.css';
import './review.css';
import './checks.css';
import { stayInstants, stayValuesOf } from '../../../../lib/i18n/stay-instants';

const { TO_FORM, FILLING, REFUSED } = ReservationStatus;
/** The guest's form can still change: earlier data may be brought in. */
const IMPORTABLE: readonly ReservationStatus[] = [TO_FORM, FILLING, REFUSED];

// A reservation whose property is gone is read in Brasília time, as the server does.
const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

const Review = ({ reservation }: { reservation: ReservationDetails }) => {
  const intl = useIntl();
  const user = useSessionUser();
  const documents = useReservationDocumentsQuery(reservation.id);
  const items = documents.data?.items ?? [];
  const freshLinks = async () => (await documents.refetch()).data?.items ?? [];
  const link = user?.company
    ? guestLinkOf(window.location.origin, user.company.friendlyCode, {
        id: reservation.id,
        source: reservation.source,
      })
    : null;
  const timeZone = reservation.residence?.timeZone ?? DEFAULT_TIME_ZONE;
  const stay = stayInstants(reservation, { ...reservation.residence, timeZone });
  const [importing, setImporting] = useState(false);
  // An erased stay takes no data again (issue 32 walk): nobody is there to fill it in.
  const importable = IMPORTABLE.includes(reservation.status) && !reservation.sensitiveDataRemoved;
  const main = items.filter((document) => document.guest === 'main');
  const deposit = main.filter((document) => document.kind === 'deposit_proof');
  // A proof sent before the property stopped asking a deposit is still shown.
  const asksDeposit = (reservation.residence?.depositAmount ?? 0) > 0 || deposit.length > 0;
  const removal = usePersonalDataRemovalQuery(reservation.id).data ?? null;
  const erasedFiles = useErasedFilesNote(reservation, removal, timeZone);
  // Read after the stay's removal too: a companion erased at their own request before it keeps
  // that reason everywhere she is named (issue 32), not "removed at the holder's request".
  const { erasureOf } = useBiometricErasure(reservation.id, false);
  const { removedName, guestName, companionName } = useGuestNames(reservation, removal, erasureOf);
  return (
    <ReviewTimeZone.Provider value={timeZone}>
      <div className="page-heading">
        <div>
          <h1>{reservation.guestName ?? removedName ?? guestNameOf(intl, reservation)}</h1>
          <p className="review-summary">
            <ReservationStatusBadge
              status={reservation.status}
              hidden={reservation.hidden}
              dataRemoved={reservation.sensitiveDataRemoved}
            />
            {reservation.residence ? (
              <span className="review-place">{reservation.residence.name}</span>
            ) : null}
            <StayDates {...stay} timeZone={timeZone} />
          </p>
          {/* Once for the page: every date below reads on the property's clock (walk62). */}
          <AccountZoneNote zone={timeZone} />
        </div>
        <div className="page-heading-actions">
          {importable ? (
            <button type="button" className="ui-button" onClick={() => setImporting(true)}>
              <FormattedMessage id="reservationForms.importOpen" />
            </button>
          ) : null}
          <ReservationActions
            subject={{
              ...reservation,
              ...stayValuesOf(stay),
              residenceName: reservation.residence?.name ?? null,
              timeZone,
            }}
            hasLock={reservation.residence?.usesTTLock ?? false}
            primary={['approve', 'refuse']}
          />
        </div>
      </div>
      {importing ? (
        <ImportPreviousDataDialog reservation={reservation} onClose={() => setImporting(false)} />
      ) : null}
      <ImportedOrigin reservation={reservation} link={link} />
      {removal ? (
        <PersonalDataRemoval removal={removal} />
      ) : reservation.sensitiveDataRemoved ? (
        <p role="status" className="review-removal">
          {reservation.dataRemoval ? (
            <FormattedMessage
              id={`reservationsPage.dataRemovedBy.${reservation.dataRemoval.cause}`}
              values={{
                date: intl.formatDate(reservation.dataRemoval.at, { dateStyle: 'long', timeZone }),
              }}
            />
          ) : (
            <FormattedMessage id="reservationsPage.dataRemovedNote" />
          )}
        </p>
      ) : null}
      <ScheduledDeletion reservationId={reservation.id} guestName={reservation.guestName} />
      <Motives reservation={reservation} />
      <LockPanel reservation={reservation} />
      <FormSections
        erased={reservation.sensitiveDataRemoved}
        form={reservation.form}
        stay={{ ...stay, timeZone }}
        booked={reservation.bookedParty ?? null}
        contact={
          reservation.importedFrom === 'stays'
            ? {
                name: reservation.guestName,
                email: reservation.guestEmail,
                phone: reservation.guestPhone,
              }
            : null
        }
      />
      <ReviewSection
        id="documents"
        titleId={
          // An account that asks no selfie has none to show, unless one was sent before.
          reservation.requireSelfie === false && !main.some(({ kind }) => kind === 'doc_selfie')
            ? 'guestReview.step.documentsOnly'
            : 'guestReview.step.documents'
        }
      >
        {documents.isLoading ? (
          <Skeleton lines={2} />
        ) : documents.error ? (
          <ErrorState error={documents.error} onRetry={() => void documents.refetch()} />
        ) : (
          <DocumentGallery
            documents={main.filter((document) => !deposit.includes(document))}
            reservationId={reservation.id}
            freshLinks={freshLinks}
            emptyNote={erasedFiles}
          />
        )}
      </ReviewSection>
      <ReviewSection id="additional" titleId="guestReview.step.additionalGuests">
        <AdditionalGuests
          guests={reservation.form.additionalGuests ?? []}
          documents={items}
          reservationId={reservation.id}
          guestLink={link}
          freshLinks={freshLinks}
          {...(reservation.residence ? { timeZone: reservation.residence.timeZone } : {})}
          requireSelfie={reservation.requireSelfie ?? true}
          invite={{ language: reservation.language, property: reservation.residence?.name ?? '' }}
          erasureOf={erasureOf}
        />
      </ReviewSection>
      <IdentityChecksPanel
        reservationId={reservation.id}
        status={reservation.status}
        nameOf={guestName}
        dataRemoved={reservation.sensitiveDataRemoved}
        erasureOf={erasureOf}
      />
      <FnrhPanel reservationId={reservation.id} nameOf={guestName} />
      {asksDeposit ? (
        <ReviewSection id="deposit" titleId="guestReview.step.deposit">
          <DocumentGallery
            documents={deposit}
            reservationId={reservation.id}
            freshLinks={freshLinks}
            emptyNote={erasedFiles}
          />
        </ReviewSection>
      ) : null}
      <ReviewSection id="consents" titleId="guestReview.step.consents">
        <Consents consents={documents.data?.consents ?? []} nameOf={guestName} />
      </ReviewSection>
      <ReviewSection id="timeline" titleId="guestReview.step.timeline">
        <Timeline
          reservationId={reservation.id}
          usesLock={reservation.residence?.usesTTLock ?? false}
          companionName={companionName}
        />
      </ReviewSection>
      <DeliveriesPanel
        reservationId={reservation.id}
        status={reservation.status}
        guestLinkDueAt={reservation.guestLinkDueAt ?? null}
        dataRemoved={reservation.sensitiveDataRemoved}
      />
    </ReviewTimeZone.Provider>
  );
};

/** /u/guest/:id: everything the guest sent, the documents, the actions and the timeline. */
export const GuestReviewPage = () => {
  const { id = '' } = useParams();
  const reservation = useReservationQuery(id);
  return (
    <section className="page guest-review">
      <p>
        <Link to="/u/reserves">
          <FormattedMessage id="guestReview.back" />
        </Link>
      </p>
      {reservation.isLoading ? (
        <Skeleton lines={8} />
      ) : reservation.error || !reservation.data ? (
        <ErrorState error={reservation.error} onRetry={() => void reservation.refetch()} />
      ) : (
        <Review reservation={reservation.data} />
      )}
    </section>
  );
};

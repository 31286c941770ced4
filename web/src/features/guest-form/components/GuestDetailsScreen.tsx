import { lazy, Suspense, useCallback, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Loading } from '../../../components/layout/Loading';
import { useResidenceLanguages } from '../../../lib/i18n/residence-languages';
import { useGuestFormPageQuery } from '../api/guest-form-api';
import type { GuestLink, ShownGuestFormPage } from '../api/guest-form-types';
import { hidesPersonalData } from '../privacy/hides-personal-data';
import '../privacy/privacy.css';
import { usePrefetchStepMessages, withStepMessages } from '../step-messages';
import { DataErasedNotice } from './DataErasedNotice';
import { FormSummary } from './FormSummary';
import { GuestStatus } from './GuestStatus';
import { StaySummary } from './StaySummary';
import { GuestPageFrame } from './GuestPageFrame';
import { useGuestLink } from './use-guest-link';

/** The holder's link once the stay's data is erased: its notice says so, and links on. */
const erasedHolderOf = (page: ShownGuestFormPage) =>
  page.personalDataRemoved && page.additionalGuestIndex === null;

/**
 * The summary, saying first why part of it shows masked on this device (issue 15), or, on the
 * holder's link once the stay's data is erased, that it is (nothing of theirs left to unlock).
 */
const SentSummary = withStepMessages(
  ({ page, link }: { page: ShownGuestFormPage; link: GuestLink }) => (
    <>
      {erasedHolderOf(page) ? (
        <DataErasedNotice page={page} link={link} />
      ) : hidesPersonalData(page) ? (
        <p className="guest-privacy">
          <FormattedMessage id="guest.privacy.notice" />
        </p>
      ) : null}
      <FormSummary page={page} />
    </>
  ),
);

const ContinueFormLink = lazy(() =>
  import('./GuestPageLinks').then((module) => ({ default: module.ContinueFormLink })),
);

const PrivacyLink = lazy(() =>
  import('./GuestPageLinks').then((module) => ({ default: module.PrivacyLink })),
);

// Only a page opened offline, from this phone's copy, says so.
const OfflineNotice = lazy(() =>
  import('./OfflineNotice').then((module) => ({ default: module.OfflineNotice })),
);

/**
 * What was sent, or, on this phone's copy of an approved stay (kept without the form's personal
 * data, api/offline-copy.ts), that it shows once the connection returns.
 */
const Sent = ({ page, link }: { page: ShownGuestFormPage; link: GuestLink }) =>
  page.offlineCopy && !page.offlineCopy.formKept ? (
    <p className="guest-sent-later">
      <FormattedMessage id="guest.offline.sentLater" />
    </p>
  ) : (
    <Suspense fallback={<Loading />}>
      <SentSummary page={page} link={link} />
    </Suspense>
  );

const EDITABLE = ['toForm', 'filling', 'refused'];

/**
 * Once the form is sent, this page too keeps what the link needs offline (the arrival guide of
 * an approved stay) and erases it when it learns the stay was cancelled or finished; while the
 * form can change, its draft is the form screen's to keep.
 */
const useOfflineCopy = (link: GuestLink, page: ShownGuestFormPage | undefined) =>
  useEffect(() => {
    if (!page || page.offlineCopy || EDITABLE.includes(page.message.kind)) return;
    void import('../api/offline-copy')
      .then((copy) => copy.keepWhatTheLinkNeeds(link, page, false))
      .catch(() => undefined);
  }, [link, page]);

/**
 * What the guest sent, read-only, with where it stands (spec §2, details routes). Without a
 * connection, from what this phone kept for the same link (issue 17): the stay, the status, and
 * the door code of a released access.
 */
export const GuestDetailsScreen = () => {
  const link = useGuestLink();
  const query = useGuestFormPageQuery(link, { refetchOnReconnect: true });
  useResidenceLanguages(query.data?.supportedLanguages);
  usePrefetchStepMessages();
  useOfflineCopy(link, query.data);
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return (
    <GuestPageFrame query={query}>
      {(page) => (
        <>
          {page.offlineCopy ? (
            <Suspense fallback={null}>
              <OfflineNotice onBackOnline={refresh} editable={false} />
            </Suspense>
          ) : null}
          <StaySummary page={page} />
          <GuestStatus page={page} link={link} />
          {EDITABLE.includes(page.message.kind) ? (
            // The form can still change: the way back to it, as the form links here.
            <p>
              <Suspense fallback={null}>
                <ContinueFormLink page={page} link={link} />
              </Suspense>
            </p>
          ) : null}
          <Sent page={page} link={link} />
          {page.offlineCopy || erasedHolderOf(page) ? null : (
            // As on the form's pages (walk61); the erased notice above has its own.
            <Suspense fallback={null}>
              <PrivacyLink page={page} link={link} />
            </Suspense>
          )}
        </>
      )}
    </GuestPageFrame>
  );
};

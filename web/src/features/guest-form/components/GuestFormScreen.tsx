import { lazy, Suspense, useCallback, useEffect } from 'react';
import { lazyForm } from '../../../components/form/lazy-form';
import { useResidenceLanguages } from '../../../lib/i18n/residence-languages';
import { prefetchGuestFormPage, useGuestFormPageQuery } from '../api/guest-form-api';
import type { GuestFormPage, GuestLink, ShownGuestFormPage } from '../api/guest-form-types';
import { hidesPersonalData } from '../privacy/hides-personal-data';
import { usePrefetchStepMessages, withStepMessages } from '../step-messages';
import { OwnPartErasure, useOwnErasure } from './OwnPartErasure';
import { OwnPartStatus } from './OwnPartStatus';
import { StaySummary } from './StaySummary';
import { GuestPageFrame } from './GuestPageFrame';
import { guestLinkOf, useGuestLink } from './use-guest-link';

// Opens once the stay is on screen (a task queued from the frame after its commit runs after
// the paint): the form downloads then, so that on a slow connection it does not hold it back.
let showForm: (value?: unknown) => void = () => undefined;
const stayShown = new Promise((resolve) => (showForm = resolve));

// The form brings Formik, Yup and the shared schema: the page paints the stay without them.
const GuestWizard = lazyForm(() =>
  stayShown
    .then(() => import('../steps/GuestWizard'))
    .then((module) => withStepMessages(module.GuestWizard)),
);

// Only a form sent shows its status: a guest filling it does not download it.
const GuestStatus = lazy(() =>
  import('./GuestStatus').then((module) => ({ default: module.GuestStatus })),
);

const SentFormLink = lazy(() =>
  import('./GuestPageLinks').then((module) => ({ default: module.SentFormLink })),
);

const PrivacyLink = lazy(() =>
  import('./GuestPageLinks').then((module) => ({ default: module.PrivacyLink })),
);

// Only a page opened offline, from this phone's copy, says so.
const OfflineNotice = lazy(() =>
  import('./OfflineNotice').then((module) => ({ default: module.OfflineNotice })),
);

const AdditionalGuestForm = lazyForm(() =>
  import('../steps/AdditionalGuestForm').then((module) =>
    withStepMessages(module.AdditionalGuestForm),
  ),
);

/** The form can still change while it is to be filled, being filled, or refused. */
const isEditable = (page: GuestFormPage) =>
  ['toForm', 'filling', 'refused'].includes(page.message.kind);

// Flips once a code unlocks the guest's data: her form then starts again from the full page.
const unlockState = (page: GuestFormPage) => (hidesPersonalData(page) ? 'masked' : 'full');

/**
 * An additional guest's own link stays open while the holder's submission is in analysis too:
 * the holder may send before the guest has given their part (spec §6).
 */
const isOpenTo = (page: GuestFormPage, link: GuestLink) =>
  isEditable(page) || (link.additionalGuestKey !== undefined && page.message.kind === 'inAnalysis');

const OwnPartBody = ({ page, link }: { page: ShownGuestFormPage; link: GuestLink }) => {
  // Their own deletion carried out (issue 32 walk52): nothing to upload again.
  const open = isOpenTo(page, link);
  const erasure = useOwnErasure(page, link, !open || page.offlineCopy !== undefined);
  if (!open)
    return (
      <Suspense fallback={null}>
        <GuestStatus page={page} />
      </Suspense>
    );
  if (erasure === 'reading') return null;
  if (erasure) return <OwnPartErasure erasure={erasure} timeZone={page.residence.timeZone} />;
  return (
    <>
      {page.message.kind === 'refused' ? (
        <Suspense fallback={null}>
          <GuestStatus page={page} />
        </Suspense>
      ) : null}
      <OwnPartStatus page={page} link={link} />
      <AdditionalGuestForm key={unlockState(page)} page={page} link={link} />
    </>
  );
};

type BodyProps = { page: ShownGuestFormPage; link: GuestLink; refresh: () => void };

const Body = ({ page, link, refresh }: BodyProps) => (
  <>
    {page.offlineCopy ? (
      <Suspense fallback={null}>
        <OfflineNotice onBackOnline={refresh} editable={isOpenTo(page, link)} />
      </Suspense>
    ) : null}
    <StaySummary page={page} />
    {link.additionalGuestKey ? <OwnPartBody page={page} link={link} /> : null}
    {link.additionalGuestKey ||
    page.message.kind === 'toForm' ||
    page.message.kind === 'filling' ? null : (
      <Suspense fallback={null}>
        {/* Sent, the companions' links are here; refused, the form's review step has them. */}
        <GuestStatus page={page} link={isEditable(page) ? undefined : link} />
      </Suspense>
    )}
    {isEditable(page) && !link.additionalGuestKey ? <GuestWizard page={page} link={link} /> : null}
    {isEditable(page) || link.additionalGuestKey || page.offlineCopy ? null : (
      // The whole form is the main guest's to see, not an additional guest's.
      <Suspense fallback={null}>
        <SentFormLink page={page} link={link} />
      </Suspense>
    )}
    {page.offlineCopy ? null : (
      // The guest's requests about their data (LGPD art. 18), whatever the form's state: the
      // holder's, or a companion's own on their own link.
      <Suspense fallback={null}>
        <PrivacyLink page={page} link={link} />
      </Suspense>
    )}
  </>
);

/**
 * The guest link (spec §2, /p/formdata/:friendlyCode/<source>/:id/:additionalGuestKey?): the
 * check-in form while it can change, else where the check-in stands.
 */
export const GuestFormScreen = ({ source }: { source: string }) => {
  const link = useGuestLink(source);
  // Another phone on the same link may have saved meanwhile (issue 17): the form merges it in.
  const query = useGuestFormPageQuery(link, { refetchOnFocus: true, refetchOnReconnect: true });
  useResidenceLanguages(query.data?.supportedLanguages);
  usePrefetchStepMessages();
  const { data, refetch } = query;
  useEffect(() => {
    if (!data) return;
    requestAnimationFrame(() => setTimeout(showForm));
    // Kept for the link to open offline; once sent, forgotten with the draft, but for the door
    // code and instructions of a released access, until check-out.
    if (data.offlineCopy) return;
    const editable = isOpenTo(data, link);
    void import('../api/offline-copy')
      .then((copy) => copy.keepWhatTheLinkNeeds(link, data, editable))
      .catch(() => undefined);
  }, [link, data]);
  const refresh = useCallback(() => void refetch(), [refetch]);
  return (
    <GuestPageFrame query={query}>
      {(page) => <Body page={page} link={link} refresh={refresh} />}
    </GuestPageFrame>
  );
};

/**
 * What the guest shell dispatches while it loads this screen: the page of the link it opens,
 * whose languages choose the page's own (lib/i18n/locale.ts).
 */
export const prefetchGuestFormScreen = (params: Record<string, string>, source?: string) =>
  prefetchGuestFormPage(guestLinkOf(params, source));

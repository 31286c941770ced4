import { lazy, Suspense, useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FormattedMessage } from 'react-intl';
import { lazyForm } from '../../../components/form/lazy-form';
import { prefetchGuestFormPage, useGuestFormPageQuery } from '../api/guest-form-api';
import type { GuestFormPage, GuestLink } from '../api/guest-form-types';
import { hidesPersonalData } from '../privacy/hides-personal-data';
import { GuestPageLink } from '../routing/guest-routing';
import { StaySummary } from './StaySummary';
import { GuestPageFrame } from './GuestPageFrame';
import { guestLinkOf, linkStorageKey, useGuestLink, usePropertyLanguages } from './use-guest-link';

// Opens once the stay is on screen (a task queued from the frame after its commit runs after
// the paint): the form downloads then, so that on a slow connection it does not hold it back.
let showForm: (value?: unknown) => void = () => undefined;
const stayShown = new Promise((resolve) => (showForm = resolve));

// The form brings Formik, Yup and the shared schema: the page paints the stay without them.
const GuestWizard = lazyForm(() =>
  stayShown.then(() => import('../steps/GuestWizard')).then((module) => module.GuestWizard),
);

// Only a form sent shows its status: a guest filling it does not download it.
const GuestStatus = lazy(() =>
  import('./GuestStatus').then((module) => ({ default: module.GuestStatus })),
);

const AdditionalGuestForm = lazyForm(() =>
  import('../steps/AdditionalGuestForm').then((module) => module.AdditionalGuestForm),
);

/** The form can still change while it is to be filled, being filled, or refused. */
const isEditable = (page: GuestFormPage) =>
  ['toForm', 'filling', 'refused'].includes(page.message.kind);

// Flips once a code unlocks the guest's data: her form then starts again from the full page.
const unlockState = (page: GuestFormPage) => (hidesPersonalData(page) ? 'masked' : 'full');

const Body = ({ page, link }: { page: GuestFormPage; link: GuestLink }) => (
  <>
    <StaySummary page={page} />
    {page.message.kind === 'toForm' || page.message.kind === 'filling' ? null : (
      <Suspense fallback={null}>
        <GuestStatus page={page} />
      </Suspense>
    )}
    {isEditable(page) && link.additionalGuestKey ? (
      <AdditionalGuestForm key={unlockState(page)} page={page} link={link} />
    ) : null}
    {isEditable(page) && !link.additionalGuestKey ? <GuestWizard page={page} link={link} /> : null}
    {isEditable(page) || link.additionalGuestKey ? null : (
      // The whole form is the main guest's to see, not an additional guest's.
      <GuestPageLink
        to={`/p/formdata/details/${page.company.friendlyCode}/${link.source}/${link.id}`}
      >
        <FormattedMessage id="guest.seeSent" />
      </GuestPageLink>
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
  const dispatch = useDispatch();
  useEffect(() => setupListeners(dispatch), [dispatch]);
  usePropertyLanguages(query.data?.supportedLanguages);
  // Once sent, the personal data this phone kept for the form has no reason to stay on it.
  const sent = query.data !== undefined && !isEditable(query.data);
  const storageKey = linkStorageKey(link);
  useEffect(() => {
    if (query.data) requestAnimationFrame(() => setTimeout(showForm));
    // The device's store (IndexedDB) loads with the form, not with the page.
    if (sent)
      void import('../../../lib/offline/offline-store')
        .then(({ forgetDraft }) => forgetDraft(storageKey))
        .catch(() => undefined);
  }, [sent, storageKey, query.data]);
  return (
    <GuestPageFrame query={query}>{(page) => <Body page={page} link={link} />}</GuestPageFrame>
  );
};

/**
 * What the guest shell dispatches while it loads this screen: the page of the link it opens,
 * whose languages choose the page's own (lib/i18n/locale.ts).
 */
export const prefetchGuestFormScreen = (params: Record<string, string>, source?: string) =>
  prefetchGuestFormPage(guestLinkOf(params, source));

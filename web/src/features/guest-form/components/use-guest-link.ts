import { useEffect, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { locales, type Locale } from '@chegada/contracts';
import { availableLocalesNarrowed } from '../../../lib/i18n/preferences-slice';
import type { GuestLink } from '../api/guest-form-types';
import { guestLinkOf } from '../api/guest-link-request';
import { useGuestParams } from '../routing/guest-routing';

export { guestLinkOf };

/** The guest link of the current route: /p/formdata/:friendlyCode/<source>/:id/:key? etc. */
export const useGuestLink = (routeSource?: string): GuestLink => {
  const { id, source, friendlyCode, additionalGuestKey } = guestLinkOf(
    useGuestParams(),
    routeSource,
  );
  return useMemo(
    () => guestLinkOf({ id, friendlyCode, additionalGuestKey }, source),
    [id, source, friendlyCode, additionalGuestKey],
  );
};

/** The key under which this link's unsent data waits on the device. */
export const linkStorageKey = (link: GuestLink) =>
  ['guest', link.id, link.source, link.additionalGuestKey ?? 'main'].join('/');

const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);

/** The header offers only the property's languages while the guest page is open (spec §2). */
export const useResidenceLanguages = (languages: readonly string[] | undefined): void => {
  const dispatch = useDispatch();
  const key = (languages ?? []).join(',');
  useEffect(() => {
    if (!key) return undefined;
    dispatch(availableLocalesNarrowed(key.split(',').filter(isLocale)));
    return () => {
      dispatch(availableLocalesNarrowed([]));
    };
  }, [dispatch, key]);
};

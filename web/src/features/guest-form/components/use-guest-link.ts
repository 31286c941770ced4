import { useEffect, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { locales, type Locale } from '@chegada/contracts';
import { availableLocalesNarrowed } from '../../../lib/i18n/preferences-slice';
import type { GuestLink } from '../api/guest-form-types';
import { useGuestParams } from '../routing/guest-routing';

/** The guest link a route's parameters name (the per-source routes give their source apart). */
export const guestLinkOf = (
  params: Readonly<Record<string, string | undefined>>,
  routeSource?: string,
): GuestLink => {
  // The per-source routes name their source in the path itself, not as a parameter.
  const source = routeSource ?? params.source ?? '';
  const { id = '', friendlyCode, additionalGuestKey } = params;
  return {
    id,
    source,
    ...(friendlyCode ? { friendlyCode } : {}),
    ...(additionalGuestKey ? { additionalGuestKey } : {}),
  };
};

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
export const usePropertyLanguages = (languages: readonly string[] | undefined): void => {
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

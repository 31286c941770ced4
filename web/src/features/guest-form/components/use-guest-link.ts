import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { locales, type Locale } from '@chegada/contracts';
import { useSwitchLanguage } from '../../../lib/i18n/language-switch';
import {
  availableLocalesNarrowed,
  type PreferencesState,
} from '../../../lib/i18n/preferences-slice';
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

/**
 * The header offers only the property's languages while the guest page is open (spec §2); a
 * page shown in another (chosen before the property's list arrived) moves to the first offered.
 */
export const useResidenceLanguages = (languages: readonly string[] | undefined): void => {
  const dispatch = useDispatch();
  const choose = useSwitchLanguage();
  const locale = useSelector(
    (state: { preferences: PreferencesState }) => state.preferences.locale,
  );
  const key = (languages ?? []).join(',');
  useEffect(() => {
    if (!key) return undefined;
    dispatch(availableLocalesNarrowed(key.split(',').filter(isLocale)));
    return () => {
      dispatch(availableLocalesNarrowed([]));
    };
  }, [dispatch, key]);
  useEffect(() => {
    const offered = key.split(',').filter(isLocale);
    if (offered.length && !offered.includes(locale)) void choose(offered[0]!);
  }, [choose, key, locale]);
};

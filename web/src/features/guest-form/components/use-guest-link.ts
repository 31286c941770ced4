import { useMemo } from 'react';
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

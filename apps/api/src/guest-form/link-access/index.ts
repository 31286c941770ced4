// Link and access: resolving a token-less guest link (404 whichever part is wrong), its
// request headers, the device cookie and the one-time codes that unlock masked data, the
// company behind a friendly code and a residence's link for any guest (generic-link/).
export { GetCompanyInfoHttpController } from './company-info/get-company-info.http.controller';
export {
  GUEST_DEVICE_COOKIE,
  GuestDevices,
  seesInFull,
  type DeviceAccess,
} from './device-access/guest-devices';
export { unlockDestinationsOf } from './device-access/unlock-destinations';
export { GenericBookings } from './generic-link/generic-bookings.repository';
export { GenericGuestLinkHttpController } from './generic-link/generic-guest-link.http.controller';
export { genericLinkMigrations } from './generic-link/generic-link.migrations';
export {
  ApiGuestLinkHeaders,
  GUEST_LINK_WRITE_ANSWERS,
  GUEST_SAVES,
  GuestLinkRequests,
  LinkHeaders,
  type GuestLinkHeaders,
  type GuestLinkRequest,
} from './guest-link-request';
export { GuestLink } from './guest-link.decorator';
export { GuestLinkService, type GuestLinkTarget } from './guest-link.service';
export { GuestLinksRepository, type GuestFormResidence } from './guest-links.repository';
export { CodeDelivery, type CodeMessage } from './one-time-codes/code-delivery';
export { OneTimeCodes } from './one-time-codes/one-time-codes';
export { UnlockGuestFormHttpController } from './unlock-guest-form/unlock-guest-form.http.controller';
export { UnlockGuestFormService } from './unlock-guest-form/unlock-guest-form.service';

import type { GuestFormPrivacy } from '@chegada/contracts';
import { unlockDestinationsOf } from '../device-access/unlock-destinations';
import type { GuestFormFields } from '../guest-form-state';
import type { MaskedView } from '../guest-form-masking';
import type { GuestLinkTarget } from '../guest-link.service';

export type { GuestFormPrivacy };

/** The page with the form as this device may see it. */
export const withView = <Page extends object>(
  page: Page,
  view: MaskedView,
  target: GuestLinkTarget,
  guest: string,
): Page & { form: GuestFormFields; privacy: GuestFormPrivacy } => ({
  ...page,
  form: view.form,
  privacy: {
    maskedFields: view.maskedFields,
    unlockDestinations: unlockDestinationsOf(target, guest).map(({ channel, masked }) => ({
      channel,
      masked,
    })),
  },
});

import { unlockDestinationsOf } from '../device-access/unlock-destinations';
import type { GuestFormFields } from '../guest-form-state';
import type { MaskedView } from '../guest-form-masking';
import type { GuestLinkTarget } from '../guest-link.service';

/**
 * What a device does not see of a guest's saved data (issue 15): the paths of the page's form
 * that hold a mask (a save that sends one back keeps what was stored), and where a code to
 * unlock them can go, masked.
 */
export type GuestFormPrivacy = {
  maskedFields: string[];
  unlockDestinations: { channel: 'email' | 'whatsapp'; masked: string }[];
};

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

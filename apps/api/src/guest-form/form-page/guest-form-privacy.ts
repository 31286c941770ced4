import type { GuestFormPrivacy } from '@chegada/contracts';
import { type GuestLinkTarget, unlockDestinationsOf } from '../link-access';
import { type GuestFormFields, type MaskedView } from '../form-rules';

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

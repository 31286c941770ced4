import type { AccountSettings, GuestLinkChannel } from '@chegada/contracts';
import { phoneE164 } from '@chegada/domain';

/**
 * The channels the guest link goes out by on its own when a reservation is created: each one
 * the settings turn on that can reach the guest (an e-mail; a phone WhatsApp can read). The
 * creation's answer tells the host so, and the link's message effect sends by them.
 */
export const guestLinkChannelsOnCreation = (
  settings: Pick<AccountSettings, 'emailGuestLinkOnCreation' | 'whatsappGuestLinkOnCreation'>,
  guest: { email: string | null | undefined; phone: string | null | undefined },
): GuestLinkChannel[] => [
  ...(settings.emailGuestLinkOnCreation && guest.email ? (['email'] as const) : []),
  ...(settings.whatsappGuestLinkOnCreation && phoneE164(guest.phone)
    ? (['whatsapp'] as const)
    : []),
];

import { stayInstant } from '../residences/zoned-time';
import { ReservationStatus } from './reservation.types';

/** When an imported reservation's guest link goes by itself (the property's choice). */
type GuestLinkAutoSend = 'off' | 'at-once' | 'days-before';
type GuestLinkChannel = 'email' | 'whatsapp';

const DAY = 24 * 60 * 60 * 1000;

/** The property's choice for the guest link of a reservation an import brought. */
export type LinkDispatchSetting = { autoSend: GuestLinkAutoSend; daysBefore: number };

/** What the link's job reads of the reservation when it runs. */
export type LinkDispatchFacts = {
  status: ReservationStatus;
  /** As the reservation keeps it: an instant, or a calendar date at the property's time. */
  checkIn: string;
  checkInTime: string;
  timeZone: string;
  /** The channels the account's settings send the link by that can reach this guest. */
  channels: readonly GuestLinkChannel[];
  /** A guest link already reached the guest (this job's, or the host's "send again"). */
  alreadySent: boolean;
};

export type LinkDispatch =
  | { kind: 'send'; channels: readonly GuestLinkChannel[] }
  | { kind: 'wait'; dueAt: Date }
  | { kind: 'skip'; reason: 'off' | 'not-waiting-for-form' | 'no-contact' | 'already-sent' };

/** When the link goes for this setting: at once, or N days before the stay's check-in. */
export const linkDueAt = (setting: LinkDispatchSetting, facts: LinkDispatchFacts): Date | null =>
  setting.autoSend === 'days-before'
    ? new Date(
        stayInstant(facts.checkIn, facts.checkInTime, facts.timeZone).getTime() -
          setting.daysBefore * DAY,
      )
    : null;

/**
 * Whether an imported reservation's guest link goes now, later or not at all, decided on the
 * reservation as it is when the job runs: a stay cancelled (or already being filled in) gets
 * nothing, a moved check-in moves the time, a link that already went is not sent twice.
 */
export const planLinkDispatch = (
  setting: LinkDispatchSetting,
  facts: LinkDispatchFacts,
  now: Date,
): LinkDispatch => {
  if (setting.autoSend === 'off') return { kind: 'skip', reason: 'off' };
  if (facts.status !== ReservationStatus.TO_FORM)
    return { kind: 'skip', reason: 'not-waiting-for-form' };
  if (facts.channels.length === 0) return { kind: 'skip', reason: 'no-contact' };
  if (facts.alreadySent) return { kind: 'skip', reason: 'already-sent' };
  const dueAt = linkDueAt(setting, facts);
  if (dueAt && now.getTime() < dueAt.getTime()) return { kind: 'wait', dueAt };
  return { kind: 'send', channels: facts.channels };
};

import { dataRequestCodeIn } from './data-request-code';
import type { SmtpPeer } from './smtp-peer';

/**
 * The data-request confirmation codes e-mailed after the first `seen` messages (to `to`, when
 * given), in order: read from each e-mail's body, as the subject never carries one.
 */
export const codesEmailed = (smtp: SmtpPeer, seen: number, to?: string): string[] =>
  smtp.received
    .slice(seen)
    .filter((message) => to === undefined || JSON.stringify(message.to).includes(to))
    .flatMap((message) => dataRequestCodeIn(message) ?? []);

import type { SmtpPeer } from './smtp-peer';

/** The 6-digit codes e-mailed after the first `seen` messages (to `to`, when given), in order. */
export const codesEmailed = (smtp: SmtpPeer, seen: number, to?: string): string[] =>
  smtp.received
    .slice(seen)
    .filter((message) => to === undefined || JSON.stringify(message.to).includes(to))
    .flatMap((message) => /\b(\d{6})\b/.exec(message.subject ?? '')?.[1] ?? []);

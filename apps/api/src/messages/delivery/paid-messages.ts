import { Inject, Injectable, Module } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { DeliveryLog, maskDestination } from '@chegada/messaging';
import { CreditsLedgerModule, CreditTransactionsRepository } from '../../credits';
import type { Outgoing } from '../../message-delivery';

/** Why a WhatsApp message did not go, as the reservation's deliveries show it. */
export const NO_CREDITS = 'NO_CREDITS';
/** No credits, and no e-mail to carry the news instead: the guest got nothing (issue 31). */
export const NO_CREDITS_NOT_SENT = 'NO_CREDITS_NOT_SENT';

/**
 * Issue 31: while billing is on, each WhatsApp message a reservation sends draws
 * CREDITS_WHATSAPP_CENTAVOS from its account, once per message. With too few credits it does
 * not go: the same news goes by e-mail instead (unless an e-mail of it goes already), and the
 * reservation's deliveries show the WhatsApp as not sent for lack of credits, so the host is
 * told. With no billing provider, or a price of 0, WhatsApp costs nothing.
 */
@Injectable()
export class PaidMessages {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly credits: CreditTransactionsRepository,
    private readonly deliveries: DeliveryLog,
  ) {}

  async settle(outgoing: Outgoing[]): Promise<Outgoing[]> {
    const price = this.config.CREDITS_WHATSAPP_CENTAVOS;
    if (this.config.BILLING_PROVIDER === 'none' || price === 0) return outgoing;
    const settled: Outgoing[] = [];
    for (const item of outgoing) {
      if (item.channel !== 'whatsapp' || !item.payer) {
        settled.push(item);
        continue;
      }
      const paid = await this.credits.draw({
        accountId: item.payer,
        amount: price,
        usageKey: item.message.idempotencyKey,
        description: 'WhatsApp',
      });
      if (paid === 'drawn') settled.push(item);
      else settled.push(...(await this.unpaid(item, outgoing)));
    }
    return settled;
  }

  private async unpaid(item: Extract<Outgoing, { channel: 'whatsapp' }>, all: Outgoing[]) {
    const { message, fallback } = item;
    // The host reads whether the news reached the guest by e-mail, or not at all (the guest
    // has no e-mail: there is no fallback).
    const error = fallback
      ? `${NO_CREDITS}: no credits left; the message goes by e-mail instead`
      : `${NO_CREDITS_NOT_SENT}: no credits left and no e-mail of the guest; not sent`;
    if (!(await this.deliveries.sentWith(message.idempotencyKey))) {
      const id = await this.deliveries.start({
        idempotencyKey: message.idempotencyKey,
        reservationId: message.reservationId ?? null,
        channel: 'whatsapp',
        provider: 'credits',
        destination: maskDestination(message.to),
        template: message.template,
        recipient: message.recipient ?? null,
      });
      await this.deliveries.finish(id, { status: 'failed', error });
    }
    const fallbackMailed = all.some(
      (other) =>
        other.channel === 'email' && other.message.idempotencyKey === fallback?.idempotencyKey,
    );
    return fallback && !fallbackMailed ? [{ channel: 'email' as const, message: fallback }] : [];
  }
}

/** Paid messages with the ledger they draw from, for every module that sends messages. */
@Module({ imports: [CreditsLedgerModule], providers: [PaidMessages], exports: [PaidMessages] })
export class PaidMessagesModule {}

import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { formatMoney, negotiateLocale, translate, type Locale } from '@chegada/contracts';
import { MessageRequests } from '../../message-delivery';
import { BillingRecords } from '../billing-records.repository';
import { periodLastDay } from '../plan-tiers';
import type { ProviderCharge } from '../provider';
import { calendarDay } from './calendar-day';

/** Reais as the screens write them in the owner's language: R$ 59,90, R$59.90. */
const money = (locale: Locale, centavos: number) => formatMoney(centavos, locale);

/** The day before `date` (YYYY-MM-DD): the last day a monthly charge pays for. */
type Kind = 'firstCharge' | 'paid' | 'overdue' | 'refunded' | 'inactive';

/**
 * What the owner is told by e-mail, once each and in the language the owner registered in, of
 * the subscription's charges: the first one, when the trial ends, with where to pay it; a
 * payment received; and of a charge left unpaid: an overdue charge, with the days left before the account becomes inactive and where to pay
 * (Asaas sends nothing more after the due date); a refunded one, which counts as unpaid, with
 * the new charge that bills it again; and the account becoming inactive.
 */
@Injectable()
export class UnpaidNotices {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly records: BillingRecords,
    private readonly messages: MessageRequests,
  ) {}

  /** The trial ended and `charge` is the first one: its amount, due date and where to pay. */
  firstCharge(ownerId: string, charge: ProviderCharge): Promise<void> {
    return this.send(ownerId, 'firstCharge', `billing-first-${charge.id}`, (page, locale) => ({
      amount: money(locale, charge.amount),
      dueDate: calendarDay(locale, charge.dueDate),
      link: charge.invoiceUrl ?? page,
    }));
  }

  /** `charge` was paid: the amount, the month it pays for, and whether the account is active. */
  paid(ownerId: string, charge: ProviderCharge, active: boolean): Promise<void> {
    return this.send(ownerId, 'paid', `billing-paid-${charge.id}`, (_page, locale) => ({
      state: active ? 'active' : 'unpaid',
      amount: money(locale, charge.amount),
      from: calendarDay(locale, charge.dueDate),
      until: calendarDay(locale, periodLastDay(charge.dueDate)),
    }));
  }

  tell(ownerId: string, charge: ProviderCharge): Promise<void> {
    return this.send(ownerId, 'overdue', `billing-overdue-${charge.id}`, (page, locale) => ({
      amount: money(locale, charge.amount),
      dueDate: calendarDay(locale, charge.dueDate),
      days: this.config.BILLING_GRACE_DAYS,
      link: charge.invoiceUrl ?? page,
    }));
  }

  /** `refunded` counts as unpaid again; `again` is the new charge that bills it. */
  refunded(
    ownerId: string,
    refunded: Pick<ProviderCharge, 'id' | 'amount' | 'dueDate'>,
    again: Pick<ProviderCharge, 'dueDate' | 'invoiceUrl'>,
  ): Promise<void> {
    return this.send(ownerId, 'refunded', `billing-refunded-${refunded.id}`, (page, locale) => ({
      amount: money(locale, refunded.amount),
      dueDate: calendarDay(locale, refunded.dueDate),
      newDueDate: calendarDay(locale, again.dueDate),
      days: this.config.BILLING_GRACE_DAYS,
      link: again.invoiceUrl ?? page,
    }));
  }

  /** The account became inactive for `chargeId`, unpaid past the grace. */
  inactive(ownerId: string, chargeId: string, invoiceUrl: string | null): Promise<void> {
    return this.send(ownerId, 'inactive', `billing-inactive-${chargeId}`, (page) => ({
      link: invoiceUrl ?? page,
    }));
  }

  private async send(
    ownerId: string,
    kind: Kind,
    idempotencyKey: string,
    valuesOf: (page: string, locale: Locale) => Record<string, string | number>,
  ): Promise<void> {
    const owner = await this.records.owner(ownerId);
    if (!owner) return;
    const locale = negotiateLocale(owner.language);
    const page = new URL('/u/subscription', this.config.PUBLIC_URL).toString();
    const values = { name: owner.name, page, ...valuesOf(page, locale) };
    await this.messages.request([
      {
        channel: 'email',
        message: {
          to: owner.email,
          subject: translate(locale, `billing.email.${kind}.subject`, values),
          text: translate(locale, `billing.email.${kind}.text`, values),
          idempotencyKey,
        },
      },
    ]);
  }
}

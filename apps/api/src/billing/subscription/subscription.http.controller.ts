import { Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import {
  creditPixPurchaseSchema,
  type CreditPixPurchaseRequest,
  type PixPayment,
  type SubscriptionOverview,
  type TierAhead,
} from '@chegada/contracts';
import {
  ApiAnswers,
  AppError,
  BearerController,
  CurrentUser,
  YupBody,
  type AuthenticatedUser,
  Roles,
} from '../../common';
import { CreditPurchases } from './credit-purchases';
import { SubscriptionBilling } from './subscription-billing';
import { SubscriptionChanges } from './subscription-changes';

const OVERVIEW =
  '{ billing, status, planName, trialEndsAt, trialDaysLeft, properties, tier, billedTier, ' +
  'nextCharge, openCharge, openCharges, owed, charges: [{ id, purpose, amount, dueDate, status, ' +
  'invoiceUrl, receiptUrl, paidAt, replaces }], openCreditPurchases, cancelledAt, serviceUntil, ' +
  'graceDays }';
const PIX = '{ chargeId, amount, qrCode (PNG data URL), copyPaste, expiresAt, invoiceUrl }';
const PROVIDER_REFUSALS = {
  409: 'BILLING_NOT_CONFIGURED: BILLING_PROVIDER=none',
  502: 'BILLING_UNAVAILABLE: the provider failed; nothing was charged',
};

/** A provider's charge id as Asaas writes them (pay_…): anything else is no charge here. */
const chargeIdOf = (id: string): string => {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new AppError('NOT_FOUND');
  return id;
};

@BearerController('billing')
export class SubscriptionHttpController {
  constructor(
    private readonly billing: SubscriptionBilling,
    private readonly changes: SubscriptionChanges,
    private readonly purchases: CreditPurchases,
  ) {}

  @Get('billing/subscription')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({ summary: "The account's plan, tier, next charge and invoices (issue 31)" })
  @ApiAnswers({ 200: OVERVIEW, 403: 'FORBIDDEN: admins have no account' })
  overview(@CurrentUser() caller: AuthenticatedUser): Promise<SubscriptionOverview> {
    return this.billing.overview(caller);
  }

  @Get('billing/tier-ahead')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary:
      'The tier one more property would bill from the next charge, when it costs more; ' +
      'null otherwise (and with no billing provider)',
  })
  @ApiAnswers({ 200: '{ data: { properties, tier, current, from } | null }' })
  async tierAhead(@CurrentUser() caller: AuthenticatedUser): Promise<{ data: TierAhead | null }> {
    return { data: await this.billing.tierAhead(caller) };
  }

  @Post('billing/charges/:id/pix')
  @HttpCode(200)
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary:
      "A charge's pix: QR code and copia e cola (sub-users may pay too); a refunded charge's " +
      'is the pix of the new charge that bills it again',
  })
  @ApiParam({ name: 'id', description: "The provider's charge id" })
  @ApiAnswers({ 200: PIX, 404: 'NOT_FOUND: no such charge of the account', ...PROVIDER_REFUSALS })
  pix(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string): Promise<PixPayment> {
    return this.billing.pix(caller, chargeIdOf(id));
  }

  @Post('billing/subscription/cancel')
  @HttpCode(200)
  @Roles('DEFAULT_USER')
  @ApiOperation({
    summary: 'Cancels the subscription: nothing more is charged; data kept as §9 says',
  })
  @ApiAnswers({
    200: OVERVIEW,
    404: 'NOT_FOUND: no paid subscription to cancel',
    ...PROVIDER_REFUSALS,
  })
  cancel(@CurrentUser() caller: AuthenticatedUser): Promise<SubscriptionOverview> {
    return this.changes.cancel(caller);
  }

  @Post('billing/subscription/resume')
  @HttpCode(200)
  @Roles('DEFAULT_USER')
  @ApiOperation({
    summary:
      'Subscribes again after cancelling: the tier of today, the first charge when the ' +
      'period paid ends (today if it has)',
  })
  @ApiAnswers({
    200: OVERVIEW,
    404: 'NOT_FOUND: no cancelled subscription to resume',
    ...PROVIDER_REFUSALS,
  })
  resume(@CurrentUser() caller: AuthenticatedUser): Promise<SubscriptionOverview> {
    return this.changes.resume(caller);
  }

  @Post('credits/purchase')
  @HttpCode(201)
  @Roles('DEFAULT_USER')
  @ApiOperation({
    summary:
      'Buys credits by pix: `amount` in centavos (R$ 10 to R$ 10,000); while a purchase is ' +
      'pending, the same amount answers its pix again',
  })
  @ApiAnswers({
    201: PIX,
    400: 'VALIDATION_FAILED with the field errors',
    ...PROVIDER_REFUSALS,
    402: 'SUBSCRIPTION_ENDED: the subscription was cancelled and its service is over',
    409:
      'CREDIT_PURCHASE_OPEN: another amount while a purchase is pending (field amount); ' +
      'BILLING_NOT_CONFIGURED: BILLING_PROVIDER=none',
  })
  buyCredits(
    @CurrentUser() caller: AuthenticatedUser,
    @YupBody(creditPixPurchaseSchema) body: CreditPixPurchaseRequest,
  ): Promise<PixPayment> {
    return this.billing.buyCredits(caller, body.amount);
  }

  @Post('credits/purchases/:id/cancel')
  @HttpCode(204)
  @Roles('DEFAULT_USER')
  @ApiOperation({
    summary:
      'Cancels an open credits purchase (its pix, at the provider too): nothing is credited ' +
      'and another amount may be bought',
  })
  @ApiParam({ name: 'id', description: "The purchase's charge id at the provider" })
  @ApiAnswers({
    204: 'cancelled',
    404: 'NOT_FOUND: no open credits purchase of the account with this id',
    ...PROVIDER_REFUSALS,
  })
  async cancelPurchase(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<void> {
    await this.purchases.cancel(caller, chargeIdOf(id));
  }
}

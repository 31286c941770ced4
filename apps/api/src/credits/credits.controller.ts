import { Get, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { creditPurchaseSchema, type CreditPurchaseRequest } from '@chegada/contracts';
import type { AuthenticatedUser } from '../common';
import {
  BearerController,
  YupBody,
  ApiAnswers,
  CurrentUser,
  IdParamPipe,
  FIELD_ERRORS,
  requestLocale,
  Roles,
} from '../common';
import type { CreditTransaction } from './credit-transactions.repository';
import { CreditsService } from './credits.service';

const TRANSACTION =
  '{ id, amount (centavos; negative for a usage), kind: purchase | grant | usage, refund ' +
  "(a usage taking back a refunded pix purchase), description (a refund's in the caller's " +
  'language), createdAt, createdBy: { id, name } | null }';

@BearerController('credits')
export class CreditsController {
  constructor(private readonly credits: CreditsService) {}

  @Get('credits')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({ summary: "The account's credit balance in centavos (sub-users: their owner's)" })
  @ApiAnswers({
    200: '{ data: number } — the sum of the transactions',
    403: 'FORBIDDEN: admins have no account',
  })
  async balance(@CurrentUser() caller: AuthenticatedUser): Promise<{ data: number }> {
    return { data: await this.credits.balance(caller) };
  }

  @Get('transactions')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({ summary: "The account's latest 500 credit transactions, newest first" })
  @ApiAnswers({ 200: `{ data: [${TRANSACTION}] }`, 403: 'FORBIDDEN: admins have no account' })
  async statement(
    @CurrentUser() caller: AuthenticatedUser,
    @Req() request: Request,
  ): Promise<{ data: CreditTransaction[] }> {
    return { data: await this.credits.statement(caller, requestLocale(request)) };
  }

  @Post('transactions/:id')
  @Roles('ADMIN')
  @ApiOperation({
    summary: 'Grants an account `ammount` centavos of credits (1 to 10,000,000): kind grant',
  })
  @ApiParam({ name: 'id', description: "The store owner's user id" })
  @ApiAnswers({
    201: `{ data: ${TRANSACTION} }`,
    400: FIELD_ERRORS,
    404: 'NOT_FOUND: the id names no store owner',
  })
  async purchase(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', IdParamPipe) accountId: string,
    @YupBody(creditPurchaseSchema) body: CreditPurchaseRequest,
  ): Promise<{ data: CreditTransaction }> {
    return { data: await this.credits.recordGrant(admin, accountId, body) };
  }
}

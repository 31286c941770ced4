import { Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { creditPurchaseSchema, type CreditPurchaseRequest } from '@chegada/contracts';
import { Roles } from '../auth';
import type { AuthenticatedUser } from '../common';
import { BearerController, YupBody, ApiAnswers, CurrentUser, IdParamPipe } from '../common';
import type { CreditTransaction } from './credit-transactions.repository';
import { CreditsService } from './credits.service';

const TRANSACTION =
  '{ id, amount (centavos; negative for a usage), kind: purchase | usage, description, ' +
  'createdAt, createdBy: { id, name } | null }';

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
  ): Promise<{ data: CreditTransaction[] }> {
    return { data: await this.credits.statement(caller) };
  }

  @Post('transactions/:id')
  @Roles('ADMIN')
  @ApiOperation({
    summary: 'Records a credit purchase of `ammount` centavos (1 to 10,000,000) for an account',
  })
  @ApiParam({ name: 'id', description: "The store owner's user id" })
  @ApiAnswers({
    201: `{ data: ${TRANSACTION} }`,
    400: 'VALIDATION_FAILED with the field errors',
    404: 'NOT_FOUND: the id names no store owner',
  })
  async purchase(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', IdParamPipe) accountId: string,
    @YupBody(creditPurchaseSchema) body: CreditPurchaseRequest,
  ): Promise<{ data: CreditTransaction }> {
    return { data: await this.credits.recordPurchase(admin, accountId, body) };
  }
}

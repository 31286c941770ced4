import { Injectable } from '@nestjs/common';
import type { CreditPurchaseRequest } from '@chegada/contracts';
import { type AuthenticatedUser, AppError } from '../common';
import {
  CreditTransactionsRepository,
  type CreditTransaction,
} from './credit-transactions.repository';

/** An account's prepaid balance in centavos; sub-users read their owner's. */
@Injectable()
export class CreditsService {
  constructor(private readonly transactions: CreditTransactionsRepository) {}

  balance(caller: AuthenticatedUser): Promise<number> {
    return this.transactions.balance(caller.accountId);
  }

  statement(caller: AuthenticatedUser): Promise<CreditTransaction[]> {
    return this.transactions.list(caller.accountId);
  }

  /** An admin records credits a store owner bought; any other id is unknown (404). */
  async recordPurchase(
    admin: AuthenticatedUser,
    accountId: string,
    { ammount, description }: CreditPurchaseRequest,
  ): Promise<CreditTransaction> {
    const transaction = await this.transactions.recordPurchase({
      accountId,
      amount: ammount,
      description: description || null,
      createdBy: admin.id,
    });
    if (!transaction) throw new AppError('NOT_FOUND');
    return transaction;
  }
}

import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { CreditTransactionsRepository } from './credit-transactions.repository';
import { CreditsController } from './credits.controller';
import { CreditsService } from './credits.service';

/** The ledger alone: what billing credits and paid messages draw (no routes). */
@Module({
  imports: [AccountsModule],
  providers: [CreditTransactionsRepository],
  exports: [CreditTransactionsRepository],
})
export class CreditsLedgerModule {}

/** Prepaid credits: an account reads its balance and statement, admins grant credits. */
@Module({
  imports: [CreditsLedgerModule],
  controllers: [CreditsController],
  providers: [CreditsService],
})
export class CreditsModule {}

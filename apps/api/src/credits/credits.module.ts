import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { CreditTransactionsRepository } from './credit-transactions.repository';
import { CreditsController } from './credits.controller';
import { CreditsService } from './credits.service';

/** Prepaid credits: admins record purchases, an account reads its balance and statement. */
@Module({
  imports: [AccountsModule],
  controllers: [CreditsController],
  providers: [CreditTransactionsRepository, CreditsService],
})
export class CreditsModule {}
